import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { BetItem, BetPage } from '../../../../core/portal/records/ports';
import type { RecordStore } from '../../stores/record-store';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from './RecordFilters';
import { RecordTotals } from './RecordTotals';
import { RoundDetail } from './RoundDetail';

/** The game types a round can be of. */
export const BET_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
const TONES: Record<BetItem['status'], StatusTone> = { settled: 'success', open: 'pending', cancelled: 'neutral' };

/**
 * Member centre 'personalHistoryCopy': every round, filtered by game type and dates, with totals and
 * each round's steps. `record` shows another record of the same shape (an agent's team member), without the steps.
 */
export const BettingRecordPage = observer(function BettingRecordPage({ record }: { record?: RecordStore<BetPage> }) {
  const { bets: own, roundDetail, auth, system } = useStores();
  const bets = record ?? own;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const time = useDateTime(system.status?.timezone);
  const captionId = useId();
  useEffect(() => {
    void bets.open();
    return () => roundDetail.close();
  }, [bets, roundDetail]);
  const member = auth.member;
  if (!member) return null;
  const page = bets.page;
  const scale = page?.scale ?? member.scale;
  const money = (minor: bigint, signed = false) => `${signed && minor > 0n ? '+' : ''}${formatMoney(minor, member.currencySymbol, scale)}`;
  const types = { label: t('bets.gameType'), all: t('bets.allGames'), options: BET_GAME_TYPES.map((type) => ({ value: type, label: t(`category.${type}`) })) };
  return (
    <div className="record" data-testid="bets-page">
      <RecordFilters record={bets} types={types} />
      {bets.error && (
        <p className="form__error" role="alert">
          {errorText(bets.error)}
        </p>
      )}
      {page && <RecordTotals totals={page.totals} money={money} />}
      {page && bets.items.length === 0 ? (
        <EmptyState icon="list" title={t('bets.empty')} body={t('bets.emptyBody')} />
      ) : (
        page && (
          <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={bets.loading}>
            <table className="record-table bets-table" data-testid="bets-table">
              <caption id={captionId} className="visually-hidden">
                {t('bets.caption', { page: bets.pageNo, pages: bets.totalPages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('record.col.time')}</th>
                  <th scope="col">{t('bets.col.game')}</th>
                  <th scope="col" className="num">
                    {t('bets.col.bet')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.validBet')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.win')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.profit')}
                  </th>
                  <th scope="col">{t('record.col.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('bets.details')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {bets.items.map((bet) => (
                  <Fragment key={bet.roundId}>
                    <tr data-testid="bet-row" data-round={bet.roundId}>
                      <td>
                        <time dateTime={bet.startedAt}>{time(bet.startedAt)}</time>
                      </td>
                      <td>
                        <strong>{bet.gameName}</strong>
                        <span className="muted bets-table__vendor">
                          {bet.vendor} ·{' '}
                          {bet.gameClassify ? t(`lobby.classify.${bet.gameClassify}`) : t(`category.${bet.gameType}`, { defaultValue: bet.gameType })}
                        </span>
                      </td>
                      <td className="num">
                        <span className="money">{money(bet.bet)}</span>
                      </td>
                      <td className="num">
                        <span className="money">{money(bet.validBet)}</span>
                      </td>
                      <td className="num">
                        <span className="money">{money(bet.win)}</span>
                      </td>
                      <td className={`num ${bet.profit < 0n ? 'amount--debit' : 'amount--credit'}`}>
                        <span className="money">{money(bet.profit, true)}</span>
                      </td>
                      <td>
                        <StatusBadge tone={TONES[bet.status]} label={t(`bets.status.${bet.status}`)} />
                      </td>
                      <td>
                        {!record && (
                          <button
                            type="button"
                            className="link-button"
                            aria-expanded={roundDetail.roundId === bet.roundId}
                            onClick={() => void roundDetail.toggle(bet.roundId)}
                            data-testid="bet-details"
                          >
                            {t('bets.details')}
                          </button>
                        )}
                      </td>
                    </tr>
                    {roundDetail.roundId === bet.roundId && (
                      <tr className="bets-table__detail">
                        <td colSpan={8}>
                          <RoundDetail bet={bet} money={money} time={time} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      <Pagination page={bets.pageNo} pages={bets.totalPages} label={t('bets.pagination')} onPage={(n) => void bets.goTo(n)} disabled={bets.loading} />
    </div>
  );
});
