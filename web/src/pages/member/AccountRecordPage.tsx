import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { RecordPage, RecordStatus } from '../../../../core/portal/wallet/types';
import type { RecordStore } from '../../stores/record-store';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { useErrorText } from '../../components/use-error-text';
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
  const errorText = useErrorText();
  const time = useDateTime(system.status?.timezone);
  const captionId = useId();
  useEffect(() => {
    void record.open();
  }, [record, language.lang]);
  const member = auth.member;
  if (!member) return null;
  const page = record.page;
  const scale = page?.scale ?? member.scale;
  const money = (minor: bigint, signed = false) => `${signed && minor > 0n ? '+' : ''}${formatMoney(minor, member.currencySymbol, scale)}`;
  const typeLabel = (type: string) => t(`record.types.${type}`, { defaultValue: type.replaceAll('_', ' ') });
  const totals = page?.totals;
  return (
    <div className="record" data-testid="record-page">
      <RecordFilters
        record={record}
        types={{ label: t('record.type'), all: t('record.allTypes'), options: RECORD_TYPES.map((type) => ({ value: type, label: t(`record.types.${type}`) })) }}
      />
      {record.error && (
        <p className="form__error" role="alert">
          {errorText(record.error)}{' '}
          <button type="button" className="link-button" onClick={() => void record.open()}>
            {t('system.retry')}
          </button>
        </p>
      )}
      {totals && (
        <dl className="record-totals" aria-label={t('record.totals')} data-testid="record-totals">
          <div className="record-totals__tile record-totals__tile--credit">
            <dt>{t('record.credited')}</dt>
            <dd>
              <span className="money">{money(totals.credited, true)}</span>
            </dd>
          </div>
          <div className="record-totals__tile record-totals__tile--debit">
            <dt>{t('record.debited')}</dt>
            <dd>
              <span className="money">{money(-totals.debited)}</span>
            </dd>
          </div>
          <div className="record-totals__tile">
            <dt>{t('record.net')}</dt>
            <dd>
              <span className="money">{money(totals.credited - totals.debited, true)}</span>
            </dd>
          </div>
        </dl>
      )}
      {!page && record.loading && (
        <p className="cashier__loading" role="status">
          {t('record.loading')}
        </p>
      )}
      {page && record.items.length === 0 ? (
        <EmptyState icon="receipt" title={t('record.empty')} body={t('record.emptyBody')} />
      ) : (
        page && (
          <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={record.loading}>
            <table className="record-table" data-testid="record-table">
              <caption id={captionId} className="visually-hidden">
                {t('record.caption', { page: record.pageNo, pages: record.totalPages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('record.col.time')}</th>
                  <th scope="col">{t('record.col.type')}</th>
                  <th scope="col" className="num">
                    {t('record.col.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('record.col.balanceAfter')}
                  </th>
                  <th scope="col">{t('record.col.status')}</th>
                  <th scope="col">{t('record.col.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {record.items.map((item) => (
                  <tr key={item.id} data-testid="record-row">
                    <td>
                      <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
                    </td>
                    <td>{typeLabel(item.type)}</td>
                    <td className={`num ${item.amount < 0n ? 'amount--debit' : 'amount--credit'}`}>
                      <span className="money">{money(item.amount, true)}</span>
                    </td>
                    <td className="num">
                      <span className="money">{money(item.balanceAfter)}</span>
                    </td>
                    <td>
                      <StatusBadge tone={TONES[item.status]} label={t(`record.status.${item.status}`)} />
                    </td>
                    <td className="record-table__reference" data-testid="record-subject">
                      <RecordSubjectText subject={item.subject} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      <Pagination page={record.pageNo} pages={record.totalPages} label={t('record.pagination')} onPage={(n) => void record.goTo(n)} disabled={record.loading} />
    </div>
  );
});
