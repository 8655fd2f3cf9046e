import { observer } from 'mobx-react-lite';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { Icon } from '../../components/Icon';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { useLotteryT } from './use-lottery-t';
import { isolated } from './lottery-format';

/** Provably fair: the next draw's published seed hash, and the last draw recomputed from its revealed seed. */
export const FairDraw = observer(function FairDraw({ store, game }: { store: LotteryStore; game: LotteryGameView }) {
  const t = useLotteryT();
  const hash = game.next?.seedHash;
  const last = game.last;
  const verified = store.verified && store.verified.drawId === last?.drawId ? store.verified : null;
  if (game.official || (!hash && !last?.seed)) return null;
  return (
    <section className="lottery-panel fair-draw" data-testid="fair-draw">
      <h2 className="lottery-panel__title">
        <Icon name="shield" size={18} />
        {t('lottery.draw.seedHash')}
      </h2>
      {hash && (
        <code className="fair-draw__hash" dir="ltr" title={hash}>
          {hash}
        </code>
      )}
      {last?.seed && (
        <button type="button" className="link-button" onClick={() => void store.verify(game, last.drawId)} data-testid="verify-draw">
          {t('lottery.draw.verify', { drawId: isolated(last.drawId) })}
        </button>
      )}
      {verified && (
        <p className={`fair-draw__verdict${verified.matches ? '' : ' fair-draw__verdict--bad'}`} role="status">
          <Icon name={verified.matches ? 'check' : 'close'} size={16} />
          {t(verified.matches ? 'lottery.draw.matches' : 'lottery.draw.mismatch')}
          <code className="fair-draw__hash" dir="ltr" title={verified.seed}>
            {t('lottery.draw.seed')}: {verified.seed}
          </code>
        </p>
      )}
    </section>
  );
});
