import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettlementPage, SettlementStatus } from '../../../../core/portal/agency/types';
import { withMoneyParams } from '../../components/money';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useErrorText } from '../../components/use-error-text';
import type { RecordStore } from '../../stores/record-store';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { AgentTable } from './AgentTable';
import { percent, useAgentMoney } from './use-agent-money';

const TONES: Record<SettlementStatus, StatusTone> = { pending: 'pending', paid: 'success', due: 'danger', nothing: 'neutral' };

/** Settlement records with the side filter (paid to me / paid by me), their total, and "pay" on what I owe. */
export const SettlementsView = observer(function SettlementsView({ record, payable }: { record: RecordStore<SettlementPage>; payable: boolean }) {
  const { agency, auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const page = record.page;
  const money = useAgentMoney(page?.scale);
  const issuer = record.type === 'issuer';
  return (
    <div className="record" data-testid="settlements">
      <RecordFilters
        record={record}
        types={{ label: t('agent.income.side'), all: t('agent.income.holder'), options: [{ value: 'issuer', label: t('agent.income.issuer') }] }}
      />
      {page && (
        <dl className="record-totals">
          <div className={`record-totals__tile record-totals__tile--${issuer ? 'debit' : 'credit'}`}>
            <dt>{issuer ? t('agent.income.totalPaid') : t('agent.income.totalReceived')}</dt>
            <dd>
              <span className="money">{money(page.amount)}</span>
            </dd>
          </div>
        </dl>
      )}
      <AgentTable
        record={record}
        caption={t('agent.menu.agentRevenueReport')}
        empty={{ icon: 'receipt', title: t('agent.income.none'), body: t('agent.income.noneBody') }}
        testId="settlement-table"
        head={
          <>
            <th scope="col">{t('agent.income.period')}</th>
            <th scope="col">{t('agent.contract.kind')}</th>
            <th scope="col">{issuer ? t('agent.contract.holder') : t('agent.contract.issuer')}</th>
            <th scope="col" className="num">
              {t('agent.income.base')}
            </th>
            <th scope="col" className="num">
              {t('agent.contract.rate')}
            </th>
            <th scope="col" className="num">
              {t('agent.income.amount')}
            </th>
            <th scope="col">{t('agent.income.status')}</th>
          </>
        }
      >
        {page?.items.map((s) => (
          <tr key={s.id} data-testid="settlement-row">
            <td dir="ltr">{s.periodKey}</td>
            <td>{t(`agent.kind.${s.kind}`)}</td>
            <td>{issuer ? s.holder : (s.issuer ?? t('agent.contract.platform'))}</td>
            <td className="num">
              <span className="money">{money(s.base)}</span>
            </td>
            <td className="num">
              {percent(s.rateBp)}
              {s.tier >= 0 && <div className="muted small">{t('agent.income.tier', { tier: s.tier + 1 })}</div>}
            </td>
            <td className="num">
              <span className="money">{money(s.amount)}</span>
            </td>
            <td>
              <StatusBadge tone={TONES[s.status] ?? 'neutral'} label={t(`agent.status.${s.status}`)} />
              {payable && issuer && s.status === 'due' && (
                <button
                  type="button"
                  className="button button--primary button--sm"
                  disabled={agency.paying === s.id}
                  onClick={() => void agency.pay(s.id)}
                  data-testid="settlement-pay"
                >
                  {t('agent.income.pay')}
                </button>
              )}
              {agency.payError?.id === s.id && (
                <p className="form__error" role="alert">
                  {errorText(withMoneyParams(agency.payError.error, auth.member?.currencySymbol ?? '', page?.scale ?? auth.member?.scale ?? 2))}
                </p>
              )}
            </td>
          </tr>
        ))}
      </AgentTable>
    </div>
  );
});
