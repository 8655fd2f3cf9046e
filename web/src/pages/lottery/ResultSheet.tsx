import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { useStores } from '../../stores/stores-context';
import { useDateTime } from '../../components/use-date-time';
import { NumberBalls } from './NumberBalls';
import { isolated, tiersInOrder } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

/** A tier's numbers: the quick number as balls; VN numbers with the two digits lô and đề read stressed. */
function TierNumbers({ family, tier, numbers }: { family: LotteryGameView['family']; tier: string; numbers: readonly string[] }) {
  if (family === 'quick') return <NumberBalls number={numbers[0] ?? ''} />;
  return numbers.map((n, i) => (
    <span key={i} className="result-number" dir="ltr" data-testid={`result-${tier}`}>
      {family === 'vn' ? (
        <>
          {n.slice(0, -2)}
          <strong>{n.slice(-2)}</strong>
        </>
      ) : (
        n
      )}
    </span>
  ));
}

/** The last result as a sheet by prize tier, in the order the game draws them. */
export function ResultSheet({ game }: { game: LotteryGameView }) {
  const t = useLotteryT();
  const time = useDateTime(useStores().system.status?.timezone);
  const last = game.last;
  return (
    <section className="lottery-panel result-sheet" data-testid="result-sheet">
      <h2 className="lottery-panel__title">
        {t('lottery.results.title')}
        {last && (
          <span className="muted">
            {' '}
            · {t('lottery.draw.id', { drawId: isolated(last.drawId) })} · {time(last.drawAt)}
          </span>
        )}
      </h2>
      {last ? (
        <table className="result-sheet__table" data-draw={last.drawId}>
          <tbody>
            {tiersInOrder(game.family, last.result).map(([tier, numbers]) => (
              <tr key={tier} className={`result-sheet__tier result-sheet__tier--${tier}`}>
                <th scope="row">{t(`lottery.tier.${tier}`, { defaultValue: tier })}</th>
                <td>
                  <div className="result-sheet__numbers">
                    <TierNumbers family={game.family} tier={tier} numbers={numbers} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t('lottery.results.none')}</p>
      )}
    </section>
  );
}
