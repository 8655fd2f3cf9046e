import { observer } from 'mobx-react-lite';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { ResultsTable } from './ResultsTable';
import { useLotteryT } from './use-lottery-t';

/** The game's opened numbers, newest first. */
export const OpenedHistory = observer(function OpenedHistory({ store }: { store: LotteryStore }) {
  const t = useLotteryT();
  const game = store.game;
  if (!game || store.opened.length === 0) return null;
  return (
    <section className="lottery-panel opened-history" data-testid="opened-history">
      <h2 className="lottery-panel__title">{t('lottery.results.history')}</h2>
      <ResultsTable game={game} results={store.opened} />
    </section>
  );
});
