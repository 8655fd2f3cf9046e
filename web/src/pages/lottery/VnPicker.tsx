import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { GRID_NUMBERS, GRID_PICKS, gridPick } from '../../../../core/domain/lottery/grid-picks';
import { DigitsEntry } from './DigitsEntry';
import { KindTabs } from './KindTabs';
import type { PickerProps } from './picker-props';
import { useLotteryT } from './use-lottery-t';

/** VN kinds: a 00–99 grid for lô, đề and the xiên combinations, a 3-digit entry for 3 càng. */
export const VnPicker = observer(function VnPicker({ game, slip }: PickerProps) {
  const t = useLotteryT();
  const [kindName, setKindName] = useState(game.betKinds[0]?.kind ?? '');
  const [picked, setPicked] = useState<string[]>([]);
  const kind = game.betKinds.find((k) => k.kind === kindName) ?? game.betKinds[0];
  if (!kind) return null;
  const combination = kind.picks > 1;
  const choose = (name: string) => {
    setKindName(name);
    setPicked([]);
  };
  const toggle = (n: string) => {
    if (picked.includes(n)) setPicked(picked.filter((p) => p !== n));
    else if (!combination || picked.length < kind.picks) setPicked([...picked, n]);
  };
  const add = () => {
    if (combination) slip.add(kind.kind, [...picked].sort());
    else for (const n of picked) slip.add(kind.kind, [n]);
    setPicked([]);
  };
  const ready = combination ? picked.length === kind.picks : picked.length > 0;
  return (
    <div className="vn-picker">
      <KindTabs kinds={game.betKinds} current={kind} onChoose={choose} />
      <p className="muted picker-hint">{t(`lottery.hint.${kind.kind}`, { defaultValue: '' })}</p>
      {kind.digits === 2 ? (
        <>
          {!combination && (
            <div className="quick-picks" role="group">
              {GRID_PICKS.map((pick) => (
                <button key={pick} type="button" className="chip quick-pick" onClick={() => setPicked(gridPick(pick))} data-testid={`grid-${pick}`}>
                  {t(`lotteryBet.side.${pick}`)}
                </button>
              ))}
              <button type="button" className="chip quick-pick" onClick={() => setPicked([])}>
                {t('lottery.picker.clear')}
              </button>
            </div>
          )}
          <div className="number-grid" dir="ltr" role="group" aria-label={t('lottery.picker.title')}>
            {GRID_NUMBERS.map((n) => (
              <button
                key={n}
                type="button"
                className={`number-cell${picked.includes(n) ? ' number-cell--on' : ''}`}
                aria-pressed={picked.includes(n)}
                onClick={() => toggle(n)}
                data-testid={`cell-${n}`}
              >
                {n}
              </button>
            ))}
          </div>
          <div className="picker-foot">
            <span className="muted" role="status">
              {combination && !ready ? t('lottery.picker.chooseCount', { count: kind.picks }) : t('lottery.picker.selected', { count: picked.length })}
            </span>
            <button type="button" className="button button--primary" disabled={!ready} onClick={add} data-testid="add-to-slip">
              {t('lottery.picker.add')}
            </button>
          </div>
        </>
      ) : (
        <DigitsEntry digits={kind.digits} onAdd={(number) => slip.add(kind.kind, [number])} />
      )}
    </div>
  );
});
