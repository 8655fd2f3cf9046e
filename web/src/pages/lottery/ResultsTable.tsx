import type { LotteryGameView, LotteryOpenedView } from '../../../../core/portal/lottery/types';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';
import { NumberBalls } from './NumberBalls';
import { headline } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

/** Drawn results as rows: the draw, its time in the operator's zone, and the headline numbers. */
export function ResultsTable({ game, results }: { game: LotteryGameView; results: readonly LotteryOpenedView[] }) {
  const t = useLotteryT();
  const time = useDateTime(useStores().system.status?.timezone);
  return (
    <table className="lottery-table">
      <thead>
        <tr>
          <th scope="col">{t('lottery.results.draw')}</th>
          <th scope="col">{t('lottery.results.time')}</th>
          <th scope="col">{t('lottery.results.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {results.map((o) => (
          <tr key={o.drawId} data-testid="result-row">
            <td>
              <span dir="ltr">{o.drawId}</span>
            </td>
            <td>{time(o.drawAt)}</td>
            <td>
              <NumberBalls number={headline(game.family, o.result)} size="sm" stress={game.family === 'vn' ? 2 : 0} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
