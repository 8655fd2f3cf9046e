import { useState, type ReactNode } from 'react';
import { useLotteryT } from './use-lottery-t';

/** A number of a fixed count of digits, typed; added when complete. `extra` sits between the entry and the button. */
export function DigitsEntry({ digits, onAdd, extra, ready = true }: { digits: number; onAdd: (number: string) => void; extra?: ReactNode; ready?: boolean }) {
  const t = useLotteryT();
  const [number, setNumber] = useState('');
  const complete = number.length === digits;
  const add = () => {
    onAdd(number);
    setNumber('');
  };
  return (
    <form
      className="digits-entry"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && ready) add();
      }}
    >
      <label className="field">
        <span className="field__label">{t('lottery.picker.number')}</span>
        <input
          className="digits-entry__input"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={digits}
          placeholder={'0'.repeat(digits)}
          value={number}
          onChange={(e) => setNumber(e.target.value.replace(/\D/g, '').slice(0, digits))}
          aria-describedby="digits-hint"
          data-testid="digits-input"
        />
        <span className="field__hint" id="digits-hint">
          {t('lottery.picker.numberHint', { count: digits })}
        </span>
      </label>
      {extra}
      <button type="submit" className="button button--primary" disabled={!complete || !ready} data-testid="add-to-slip">
        {t('lottery.picker.add')}
      </button>
    </form>
  );
}
