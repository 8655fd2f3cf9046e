import { observer } from 'mobx-react-lite';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { useStores } from '../../stores/stores-context';
import { moneyOf } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

/** On a phone the slip is below the numbers: this bar keeps its count, cost and submit in reach while picking. */
export const SlipBar = observer(function SlipBar({ store, game, closed }: { store: LotteryStore; game: LotteryGameView; closed: boolean }) {
  const t = useLotteryT();
  const money = moneyOf(useStores().auth.member);
  const slip = store.slip;
  if (slip.entries.length === 0) return null;
  return (
    <div className="slip-bar" data-testid="slip-bar">
      <button type="button" className="slip-bar__summary" onClick={() => document.getElementById('bet-slip')?.scrollIntoView({ behavior: 'smooth' })}>
        <span>{t('lottery.slip.lines', { count: slip.entries.length })}</span>
        <strong>{money(slip.totals(game).cost)}</strong>
      </button>
      <button type="button" className="button button--primary" disabled={closed || !slip.canSubmit} onClick={() => void slip.submit(game)}>
        {closed ? t('lottery.slip.closed') : t('lottery.slip.submit')}
      </button>
    </div>
  );
});
