import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DigitsEntry } from './DigitsEntry';
import { oddsText } from './lottery-format';
import type { PickerProps } from './picker-props';
import { useLotteryT } from './use-lottery-t';

const STAKES = [
  ['big', 'lottery.picker.bigStake'],
  ['small', 'lottery.picker.smallStake'],
] as const;

/** 4D: a 4-digit number with a Big and a Small stake, and the payout tables of both. */
export const SeaPicker = observer(function SeaPicker({ game, slip }: PickerProps) {
  const t = useLotteryT();
  const [stakes, setStakes] = useState<Record<string, string>>({ big: slip.stakeText, small: '' });
  const kinds = game.betKinds.filter((k) => k.kind === 'big' || k.kind === 'small');
  const tiers = Object.keys(kinds[0]?.pays ?? {});
  const add = (number: string) => {
    for (const [kind] of STAKES) if (stakes[kind]?.trim()) slip.add(kind, [number], undefined, stakes[kind]);
  };
  return (
    <div className="sea-picker">
      <DigitsEntry
        digits={4}
        onAdd={add}
        ready={STAKES.some(([kind]) => stakes[kind]?.trim())}
        extra={STAKES.map(([kind, label]) => (
          <label key={kind} className="field">
            <span className="field__label">{t(label)}</span>
            <input
              className="bet-slip__stake"
              inputMode="decimal"
              dir="ltr"
              value={stakes[kind] ?? ''}
              onChange={(e) => setStakes({ ...stakes, [kind]: e.target.value })}
              data-testid={`stake-${kind}`}
            />
          </label>
        ))}
      />
      <table className="lottery-table payout-table">
        <caption>{t('lottery.picker.payouts')}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {kinds.map((k) => (
              <th scope="col" key={k.kind}>
                {t(`lotteryBet.kind.${k.kind}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier}>
              <th scope="row">{t(`lottery.tier.${tier}`, { defaultValue: tier })}</th>
              {kinds.map((k) => (
                <td key={k.kind}>
                  <span dir="ltr">{k.pays[tier] ? `×${oddsText(k.pays[tier], k.per)}` : '—'}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
