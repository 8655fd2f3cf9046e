import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordPage, RecordStatus } from '../../../../core/portal/wallet/types';
import type { RecordStore } from '../../stores/record-store';
import { RecordTable } from '../../components/RecordTable';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { TotalTiles } from '../../components/TotalTiles';
import { useDateTime } from '../../components/use-date-time';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from './RecordFilters';
import { RecordSubjectText } from './RecordSubjectText';

/** The movement types the ledger writes for a member's main wallet. */
const RECORD_TYPES = ['deposit', 'withdrawal', 'transfer', 'bet', 'win', 'demo_credit'] as const;

const TONES: Record<RecordStatus, StatusTone> = { done: 'success', pending: 'pending', released: 'neutral' };

/** Member centre 'transactionHistory': every movement of the wallet, filtered and paged, with totals. */
export const AccountRecordPage = observer(function AccountRecordPage({ of }: { of?: RecordStore<RecordPage> }) {
  const { record: own, auth, system, language } = useStores();
  const record = of ?? own;
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void record.open();
  }, [record, language.lang]);
  const money = useMoney(record.page?.scale);
  if (!auth.member) return null;
  const typeLabel = (type: string) => t(`record.types.${type}`, { defaultValue: type.replaceAll('_', ' ') });
  const totals = record.page?.totals;
  return (
    <div className="record" data-testid="record-page">
      <RecordFilters
        record={record}
        types={{ label: t('record.type'), all: t('record.allTypes'), options: RECORD_TYPES.map((type) => ({ value: type, label: t(`record.types.${type}`) })) }}
      />
      <RecordTable
        record={record}
        caption={t('record.caption', { page: record.pageNo, pages: record.totalPages })}
        empty={{ icon: 'receipt', title: t('record.empty'), body: t('record.emptyBody') }}
        testId="record-table"
        retry
        loadingText={t('record.loading')}
        summary={
          totals && (
            <TotalTiles
              tiles={[
                [t('record.credited'), money(totals.credited, true), 'credit'],
                [t('record.debited'), money(-totals.debited), 'debit'],
                [t('record.net'), money(totals.credited - totals.debited, true)],
              ]}
              label={t('record.totals')}
              testId="record-totals"
            />
          )
        }
        pager={t('record.pagination')}
        money={money}
        rowKey={(item) => item.id}
        row={() => ({ 'data-testid': 'record-row' })}
        columns={[
          { head: t('record.col.time'), cell: (item) => <time dateTime={item.createdAt}>{time(item.createdAt)}</time> },
          { head: t('record.col.type'), cell: (item) => typeLabel(item.type) },
          { head: t('record.col.amount'), result: (item) => item.amount },
          { head: t('record.col.balanceAfter'), money: (item) => item.balanceAfter },
          { head: t('record.col.status'), cell: (item) => <StatusBadge tone={TONES[item.status]} label={t(`record.status.${item.status}`)} /> },
          {
            head: t('record.col.reference'),
            td: { className: 'record-table__reference', 'data-testid': 'record-subject' },
            cell: (item) => <RecordSubjectText subject={item.subject} />,
          },
        ]}
      />
    </div>
  );
});
