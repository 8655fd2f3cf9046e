import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetItem, BetPage } from '../../../../core/portal/records/ports';
import type { RecordStore } from '../../stores/record-store';
import { RecordTable } from '../../components/RecordTable';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { useMoney } from '../../components/use-money';
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
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void bets.open();
    return () => roundDetail.close();
  }, [bets, roundDetail]);
  const money = useMoney(bets.page?.scale);
  if (!auth.member) return null;
  const types = { label: t('bets.gameType'), all: t('bets.allGames'), options: BET_GAME_TYPES.map((type) => ({ value: type, label: t(`category.${type}`) })) };
  return (
    <div className="record" data-testid="bets-page">
      <RecordFilters record={bets} types={types} />
      <RecordTable
        record={bets}
        caption={t('bets.caption', { page: bets.pageNo, pages: bets.totalPages })}
        empty={{ icon: 'list', title: t('bets.empty'), body: t('bets.emptyBody') }}
        testId="bets-table"
        className="bets-table"
        summary={bets.page && <RecordTotals totals={bets.page.totals} money={money} />}
        pager={t('bets.pagination')}
        money={money}
        rowKey={(bet) => bet.roundId}
        row={(bet) => ({ 'data-testid': 'bet-row', 'data-round': bet.roundId })}
        columns={[
          { head: t('record.col.time'), cell: (bet) => <time dateTime={bet.startedAt}>{time(bet.startedAt)}</time> },
          {
            head: t('bets.col.game'),
            cell: (bet) => (
              <>
                <strong>{bet.gameName}</strong>
                <span className="muted bets-table__vendor">
                  {bet.vendor} · {bet.gameClassify ? t(`lobby.classify.${bet.gameClassify}`) : t(`category.${bet.gameType}`, { defaultValue: bet.gameType })}
                </span>
              </>
            ),
          },
          { head: t('bets.col.bet'), money: (bet) => bet.bet },
          { head: t('bets.col.validBet'), money: (bet) => bet.validBet },
          { head: t('bets.col.win'), money: (bet) => bet.win },
          { head: t('bets.col.profit'), result: (bet) => bet.profit },
          { head: t('record.col.status'), cell: (bet) => <StatusBadge tone={TONES[bet.status]} label={t(`bets.status.${bet.status}`)} /> },
          {
            head: <span className="visually-hidden">{t('bets.details')}</span>,
            cell: (bet) =>
              !record && (
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={roundDetail.roundId === bet.roundId}
                  onClick={() => void roundDetail.toggle(bet.roundId)}
                  data-testid="bet-details"
                >
                  {t('bets.details')}
                </button>
              ),
          },
        ]}
        after={(bet) =>
          roundDetail.roundId === bet.roundId && (
            <tr className="bets-table__detail">
              <td colSpan={8}>
                <RoundDetail bet={bet} money={money} time={time} />
              </td>
            </tr>
          )
        }
      />
    </div>
  );
});
