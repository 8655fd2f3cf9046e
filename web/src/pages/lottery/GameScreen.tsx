import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { Icon } from '../../components/Icon';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { BetSlip } from './BetSlip';
import { DrawClock } from './DrawClock';
import { FairDraw } from './FairDraw';
import { MyTickets } from './MyTickets';
import { OpenedHistory } from './OpenedHistory';
import { QuickPicker } from './QuickPicker';
import { ResultsHistory } from './ResultsHistory';
import { ResultSheet } from './ResultSheet';
import { SeaPicker } from './SeaPicker';
import { SlipBar } from './SlipBar';
import { VnPicker } from './VnPicker';
import { useLotteryT } from './use-lottery-t';
import { isolated } from './lottery-format';

const PICKERS = { vn: VnPicker, sea: SeaPicker, quick: QuickPicker };

/** One game's betting screen: the draw, the number picker of its family, the slip, the results, their history and the member's tickets. */
export const GameScreen = observer(function GameScreen({ store, game }: { store: LotteryStore; game: LotteryGameView }) {
  const t = useLotteryT();
  const Picker = PICKERS[game.family];
  const closed = store.closed(game);
  return (
    <section className={`lottery-game lottery-game--${game.family}`} data-testid="lottery-game" data-game={game.gameCode}>
      <header className="lottery-game__head">
        <Link to="/lottery" className="button button--ghost button--sm">
          <Icon name="chevronLeft" size={16} className="flip-rtl" />
          {t('lottery.allGames')}
        </Link>
        <div className="lottery-game__title">
          <span className="lottery-card__family">{t(`lottery.family.${game.family}`)}</span>
          <h1 className="page__title" dir="auto">
            {game.name}
          </h1>
          {game.next && (
            <span className="muted" data-testid="next-draw">
              {t('lottery.draw.id', { drawId: isolated(game.next.drawId) })}
            </span>
          )}
        </div>
        <DrawClock store={store} game={game} />
      </header>
      <div className="lottery-game__body">
        <div className="lottery-game__main">
          <fieldset className="lottery-panel lottery-picker" disabled={closed}>
            <legend className="lottery-panel__title">{t('lottery.picker.title')}</legend>
            <Picker game={game} slip={store.slip} />
          </fieldset>
          <ResultSheet game={game} />
          <OpenedHistory store={store} />
          <ResultsHistory history={store.history} game={game} />
        </div>
        <aside className="lottery-game__side">
          <BetSlip store={store} game={game} closed={closed} />
          <FairDraw store={store} game={game} />
          <MyTickets store={store} />
        </aside>
      </div>
      <SlipBar store={store} game={game} closed={closed} />
    </section>
  );
});
