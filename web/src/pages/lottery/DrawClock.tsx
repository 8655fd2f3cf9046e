import { observer } from 'mobx-react-lite';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { Icon } from '../../components/Icon';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { countdownText } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

/** The next draw's countdown on the server's clock: to the cut-off while betting is open, then to the draw. */
export const DrawClock = observer(function DrawClock({ store, game, compact = false }: { store: LotteryStore; game: LotteryGameView; compact?: boolean }) {
  const t = useLotteryT();
  const next = game.next;
  if (!next) return <p className="draw-clock draw-clock--closed">{t('lottery.draw.none')}</p>;
  const closed = store.closed(game);
  const left = closed ? store.until(next.drawAt) : store.until(next.closesAt);
  return (
    <div className={`draw-clock${closed ? ' draw-clock--closed' : ''}${compact ? ' draw-clock--compact' : ''}`} data-testid="draw-clock" data-closed={closed}>
      <Icon name="clock" size={compact ? 16 : 20} />
      <span className="draw-clock__label">{closed ? t('lottery.draw.closed') : t('lottery.draw.closesIn')}</span>
      <time className="draw-clock__time" dir="ltr" dateTime={closed ? next.drawAt : next.closesAt}>
        {countdownText(left)}
      </time>
    </div>
  );
});
