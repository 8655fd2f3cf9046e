import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractActions } from '../../../../core/portal/agency/contract-actions';
import type { Contract } from '../../../../core/portal/agency/types';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { percent } from './percent';

const TONES: Record<Contract['state'], StatusTone> = {
  offered: 'pending',
  active: 'success',
  termination_requested: 'pending',
  rejected: 'danger',
  terminated: 'neutral',
};

function Terms({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const money = useMoney();
  const terms = contract.terms;
  if (terms.kind === 'realtimeSalary') {
    return (
      <p className="contract__terms">
        {t('agent.contract.realtimeTerms', {
          profit: percent(terms.profitRateBp ?? 0),
          loss: percent(terms.lossRateBp ?? 0),
          minBet: money(terms.minBet ?? 0n),
        })}
      </p>
    );
  }
  return (
    <ol className="contract__tiers">
      {(terms.tiers ?? []).map((tier, i) => (
        <li key={i}>
          {t(terms.kind === 'dividend' ? 'agent.contract.tierTerms' : 'agent.contract.salaryTierTerms', {
            validBet: money(tier.minValidBet),
            loss: money(tier.minLoss),
            active: tier.minActive,
            rate: percent(tier.rateBp),
          })}
        </li>
      ))}
    </ol>
  );
}

/** One contract: parties, terms, state, history and what my side may do now. */
const ContractCard = observer(function ContractCard({ contract }: { contract: Contract }) {
  const { agency, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const other = contract.side === 'holder' ? (contract.issuer?.account ?? t('agent.contract.platform')) : (contract.holder?.account ?? '');
  const actions = contractActions(contract);
  const confirming = agency.confirming?.id === contract.id ? agency.confirming : null;
  return (
    <li className="contract card" data-testid="contract" data-state={contract.state}>
      <div className="contract__head">
        <strong>
          {t(`agent.kind.${contract.kind}`)} · {percent(contract.topRateBp)}
        </strong>
        <StatusBadge tone={TONES[contract.state]} label={t(`agent.state.${contract.state}`)} />
      </div>
      <p className="muted small">
        {contract.side === 'holder' ? t('agent.contract.from', { account: other }) : t('agent.contract.to', { account: other })}
        {contract.terms.period && ` · ${t(`agent.period.${contract.terms.period}`)}`} · {time(contract.createdAt)}
      </p>
      {contract.state === 'termination_requested' && (
        <p className="small">{t(contract.terminationBy === contract.side ? 'agent.contract.endAskedByMe' : 'agent.contract.endAskedByOther')}</p>
      )}
      <Terms contract={contract} />
      {confirming && (
        <div className="notice notice--warning" role="alertdialog" aria-label={t('agent.contract.cascadeTitle')} data-testid="cascade-warning">
          <p>{t('agent.contract.cascade')}</p>
          <ul>
            {confirming.ending.map((c) => (
              <li key={c.id}>{t('agent.contract.cascadeItem', { account: c.holder, rate: `${c.rate}%` })}</li>
            ))}
          </ul>
          <div className="contract__actions">
            <button type="button" className="button button--primary button--sm" onClick={() => void agency.answer(contract.id, confirming.action, true)}>
              {t('agent.contract.confirm')}
            </button>
            <button type="button" className="button button--ghost button--sm" onClick={() => agency.cancelConfirm()}>
              {t('agent.contract.cancel')}
            </button>
          </div>
        </div>
      )}
      {actions.length > 0 && !confirming && (
        <div className="contract__actions">
          {actions.map((action) => (
            <button
              type="button"
              key={action}
              className={`button button--sm ${action.startsWith('accept') ? 'button--primary' : 'button--ghost'}`}
              disabled={agency.busy === contract.id}
              onClick={() => void agency.answer(contract.id, action)}
              data-testid={`contract-${action}`}
            >
              {t(`agent.action.${action}`)}
            </button>
          ))}
        </div>
      )}
      {agency.answerError?.id === contract.id && <FormError failure={agency.answerError.error} />}
      {contract.history.length > 0 && (
        <details className="contract__history">
          <summary>{t('agent.contract.history')}</summary>
          <ul>
            {contract.history.map((h, i) => (
              <li key={i}>
                {time(h.at)} · {t(`agent.action.${h.action}`, { defaultValue: h.action })} · {h.actor ?? t('agent.contract.platform')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
});

/** The contract modal as a panel: offers and requests to me first, then what I hold and what I issued. */
export const ContractsPanel = observer(function ContractsPanel({ issued = true }: { issued?: boolean }) {
  const { agency } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void agency.loadContracts();
  }, [agency]);
  if (!agency.contractsLoaded) return null;
  const waiting = agency.waiting;
  const held = agency.held.filter((c) => !waiting.includes(c));
  const sections: [string, Contract[]][] = [
    [t('agent.contract.waiting'), waiting],
    [t('agent.contract.held'), held],
    ...(issued ? ([[t('agent.contract.issued'), agency.issued]] as [string, Contract[]][]) : []),
  ];
  if (sections.every(([, list]) => list.length === 0))
    return <EmptyState icon="receipt" title={t('agent.contract.none')} body={t('agent.contract.noneBody')} />;
  return (
    <div className="contracts" data-testid="contracts-panel">
      {sections.map(([title, list]) =>
        list.length > 0 ? (
          <section key={title} className="contracts__section">
            <h3>{title}</h3>
            <ul className="contracts__list">
              {list.map((c) => (
                <ContractCard key={c.id} contract={c} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
});
