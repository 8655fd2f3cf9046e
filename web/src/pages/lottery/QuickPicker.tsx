import { observer } from 'mobx-react-lite';
import { QUICK_POSITIONS } from '../../../../core/domain/lottery/bet-check';
import type { PickerProps } from './picker-props';
import { useLotteryT } from './use-lottery-t';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const SIDES = [
  ['bigSmall', 'big'],
  ['bigSmall', 'small'],
  ['oddEven', 'odd'],
  ['oddEven', 'even'],
] as const;
const SUM_KINDS: Readonly<Record<string, string>> = { bigSmall: 'sumBigSmall', oddEven: 'sumOddEven' };

/** Quick 5D: for each of the five positions a digit or a side, and a side of the digits' sum; one tap adds or removes a bet. */
export const QuickPicker = observer(function QuickPicker({ game, slip }: PickerProps) {
  const t = useLotteryT();
  const takes = (kind: string) => game.betKinds.some((k) => k.kind === kind);
  const tap = (kind: string, pick: string, position?: number) => (
    <button
      key={`${kind}-${pick}`}
      type="button"
      className={`quick-cell${pick.length > 1 ? ' quick-cell--side' : ''}${slip.has(kind, [pick], position) ? ' quick-cell--on' : ''}`}
      aria-pressed={slip.has(kind, [pick], position)}
      onClick={() => slip.toggle(kind, [pick], position)}
      data-testid={`quick-${position ?? 'sum'}-${pick}`}
    >
      {pick.length > 1 ? t(`lotteryBet.side.${pick}`) : pick}
    </button>
  );
  const sides = (position?: number) =>
    SIDES.filter(([kind]) => takes(position ? kind : (SUM_KINDS[kind] ?? ''))).map(([kind, side]) =>
      tap(position ? kind : (SUM_KINDS[kind] ?? ''), side, position),
    );
  return (
    <div className="quick-picker">
      {Array.from({ length: QUICK_POSITIONS }, (_, i) => i + 1).map((position) => (
        <div key={position} className="quick-row">
          <span className="quick-row__label">{t('lottery.picker.position', { position })}</span>
          <div className="quick-row__cells" dir="ltr">
            {takes('digit') && DIGITS.map((d) => tap('digit', d, position))}
            {sides(position)}
          </div>
        </div>
      ))}
      <div className="quick-row quick-row--sum">
        <span className="quick-row__label">{t('lottery.picker.sum')}</span>
        <div className="quick-row__cells">{sides()}</div>
      </div>
    </div>
  );
});
