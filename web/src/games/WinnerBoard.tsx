import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/domain/kernel/money';
import { WINNER_BOARD_PODIUM } from '../../../core/domain/catalog/winner-board';
import type { WinnerEntry } from '../../../core/portal/catalog/types';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { useLaunch } from './use-launch';
import { WinnerTicker } from './WinnerTicker';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** Winner board: the top three on a podium with medals, the rest scrolling; a click starts the game. */
export const WinnerBoard = observer(function WinnerBoard() {
  const { lobby, language, system } = useStores();
  const { t } = useTranslation();
  const launch = useLaunch();

  useEffect(() => {
    void lobby.loadWinners();
  }, [lobby, language.lang]);

  const board = lobby.winners;
  if (!board) return null;
  const amount = (entry: WinnerEntry) => formatMoney(entry.win, system.currencySymbol, board.scale);
  const play = (entry: WinnerEntry) => void launch(entry.game, false);
  const podium = board.entries.slice(0, WINNER_BOARD_PODIUM);
  const rest = board.entries.slice(WINNER_BOARD_PODIUM);

  return (
    <section className="game-section winner-board" aria-labelledby="section-WINNERS" data-testid="winner-board">
      <header className="game-section__header">
        <h2 id="section-WINNERS">
          <Icon name="trophy" />
          {t('winners.title')}
        </h2>
        <span className="winner-board__period">{t('winners.period')}</span>
      </header>
      {board.entries.length === 0 ? (
        <EmptyState icon="trophy" title={t('winners.empty')} />
      ) : (
        <div className="winner-board__body">
          <ol className="winner-podium">
            {podium.map((entry, i) => (
              <li key={entry.rank}>
                <button
                  type="button"
                  className={`winner-podium__entry winner-podium__entry--${MEDALS[i]}`}
                  onClick={() => play(entry)}
                  data-testid="winner-top"
                >
                  <span className="winner-medal" aria-label={t('winners.place', { rank: entry.rank })}>
                    {i === 0 ? <Icon name="crown" size={18} /> : entry.rank}
                  </span>
                  <img src={entry.game.iconUrl} alt="" width={96} height={96} decoding="async" />
                  <span className="winner-podium__amount">{amount(entry)}</span>
                  <span className="winner-podium__game">{entry.game.name}</span>
                  <span className="winner-podium__player">{entry.playerName}</span>
                </button>
              </li>
            ))}
          </ol>
          {rest.length > 0 && <WinnerTicker entries={rest} amount={amount} onPlay={play} />}
        </div>
      )}
    </section>
  );
});
