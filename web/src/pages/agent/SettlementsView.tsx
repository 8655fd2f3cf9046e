import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettlementPage, SettlementStatus } from '../../../../core/portal/agency/types';
import { withMoneyParams } from '../../components/money';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { TotalTiles } from '../../components/TotalTiles';
import { FormError } from '../../components/FormError';
import { RecordTable } from '../../components/RecordTable';
import type { RecordStore } from '../../stores/record-store';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { percent } from './percent';

const TONES: Record<SettlementStatus, StatusTone> = { pending: 'pending', paid: 'success', due: 'danger', nothing: 'neutral' };

/** Settlement records with the side filter (paid to me / paid by me), their total, and "pay" on what I owe. */
export const SettlementsView = observer(function SettlementsView({ record, payable }: { record: RecordStore<SettlementPage>; payable: boolean }) {
  const { agency, auth } = useStores();
  const { t } = useTranslation();
  const page = record.page;
  const money = useMoney(page?.scale);
  const issuer = record.type === 'issuer';
  return (
    <div className="record" data-testid="settlements">
      <RecordFilters
        record={record}
        types={{ label: t('agent.income.side'), all: t('agent.income.holder'), options: [{ value: 'issuer', label: t('agent.income.issuer') }] }}
      />
      {page && (
        <TotalTiles tiles={[[issuer ? t('agent.income.totalPaid') : t('agent.income.totalReceived'), money(page.amount), issuer ? 'debit' : 'credit']]} />
      )}
      <RecordTable
        record={record}
        caption={t('agent.menu.agentRevenueReport')}
        empty={{ icon: 'receipt', title: t('agent.income.none'), body: t('agent.income.noneBody') }}
        testId="settlement-table"
        pager={t('inbox.pages')}
        money={money}
        rowKey={(s) => s.id}
        row={() => ({ 'data-testid': 'settlement-row' })}
        columns={[
          { head: t('agent.income.period'), td: { dir: 'ltr' }, cell: (s) => s.periodKey },
          { head: t('agent.contract.kind'), cell: (s) => t(`agent.kind.${s.kind}`) },
          {
            head: issuer ? t('agent.contract.holder') : t('agent.contract.issuer'),
            cell: (s) => (issuer ? s.holder : (s.issuer ?? t('agent.contract.platform'))),
          },
          { head: t('agent.income.base'), money: (s) => s.base },
          {
            head: t('agent.contract.rate'),
            num: true,
            cell: (s) => (
              <>
                {percent(s.rateBp)}
                {s.tier >= 0 && <div className="muted small">{t('agent.income.tier', { tier: s.tier + 1 })}</div>}
              </>
            ),
          },
          { head: t('agent.income.amount'), money: (s) => s.amount },
          {
            head: t('agent.income.status'),
            cell: (s) => (
              <>
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
                  <FormError failure={withMoneyParams(agency.payError.error, auth.member?.currencySymbol ?? '', page?.scale ?? auth.member?.scale ?? 2)} />
                )}
              </>
            ),
          },
        ]}
      />
    </div>
  );
});
