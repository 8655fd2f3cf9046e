import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { moneyInText } from './money';

interface AmountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly limits: { readonly min: bigint; readonly max: bigint; readonly scale: number };
  readonly symbol: string;
  readonly code: string;
  readonly error?: string | undefined;
}

/** A money amount typed in major units, with the bounds as its hint and the currency beside it. */
export function AmountField({ limits, symbol, code, error, ...input }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('cashier.amount')}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      hint={t('cashier.amountHint', { min: moneyInText(limits.min, symbol, limits.scale), max: moneyInText(limits.max, symbol, limits.scale) })}
      adornment={<span className="field__suffix">{code}</span>}
      {...input}
    />
  );
}
