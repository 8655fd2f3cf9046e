import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { EmptyState } from '../../components/EmptyState';
import { withMoneyParams } from '../../components/money';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { DataTable } from '../../components/DataTable';

/** Manual rebate: the rebate on valid bet since the last claim, by game type, shown before it is claimed. */
export const ManualRebatePage = observer(function ManualRebatePage() {
  const { loyalty, auth, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void loyalty.loadRebate();
  }, [loyalty]);
  const rebate = loyalty.rebate;
  const member = auth.member;
  if (!rebate || !member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  return (
    <div className="rebate-page" data-testid="rebate-page">
      <p className="muted">{t('rebate.window', { since: time(rebate.since), until: time(rebate.until) })}</p>
      {rebate.lines.length === 0 ? (
        <EmptyState icon="percent" title={t('rebate.nothing')} body={t('rebate.nothingBody')} />
      ) : (
        <div className="table-wrap">
          <DataTable
            testId="rebate-lines"
            rows={rebate.lines}
            rowKey={(l) => l.gameType}
            columns={[
              { head: t('rebate.gameType'), cell: (l) => t(`category.${l.gameType}`, { defaultValue: l.gameType }) },
              { head: t('rebate.validBet'), num: true, td: { className: 'money' }, cell: (l) => money(l.validBet) },
              { head: t('rebate.rate'), num: true, cell: (l) => `${(l.basisPoints / 100).toFixed(2)}%` },
              { head: t('rebate.amount'), num: true, td: { className: 'money' }, cell: (l) => money(l.amount) },
            ]}
          />
        </div>
      )}
      <div className="rebate-total">
        <div>
          <span className="balance-card__label">{t('rebate.total')}</span>
          <strong className="money" data-testid="rebate-total">
            {money(rebate.total)}
          </strong>
          <span className="muted">{t('rebate.minimum', { amount: money(rebate.minAmount) })}</span>
        </div>
        <button
          type="button"
          className="button button--primary"
          disabled={!loyalty.canClaim}
          onClick={() => void loyalty.claimRebate()}
          data-testid="rebate-claim"
        >
          {t('rebate.claim')}
        </button>
      </div>
      {loyalty.claimed && (
        <p className="form__success" role="status" data-testid="rebate-claimed">
          {t('rebate.claimed', { amount: money(loyalty.claimed.amount) })}
        </p>
      )}
      {loyalty.error && <FormError failure={withMoneyParams(loyalty.error, member.currencySymbol, member.scale)} />}
      {rebate.history.length > 0 && (
        <section className="rebate-history">
          <h3>{t('rebate.history')}</h3>
          <ul className="bonus-list">
            {rebate.history.map((c) => (
              <li key={c.id} className="bonus-item">
                <div className="bonus-item__head">
                  <span>{time(c.createdAt)}</span>
                  <strong className="money">{money(c.amount)}</strong>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});
