import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { Failure } from '../../../../core/domain/kernel/result';
import { amountText, parseAmount } from '../../../../core/domain/wallet/amount';
import type { BankDepositMethod } from '../../../../core/portal/wallet/types';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { moneyInText, withMoneyParams } from '../../components/money';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';

interface DepositFields {
  amount: string;
  payerName: string;
  reference: string;
}

const FIELDS: readonly string[] = ['amount', 'payerName', 'reference'];

/** Amount (with bounds and quick chips), payer name and reference; checked by SubmitBankDeposit. */
export const DepositForm = observer(function DepositForm({ method, symbol, code }: { method: BankDepositMethod; symbol: string; code: string }) {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setValue, watch, setFocus } = useForm<DepositFields>({ defaultValues: { amount: '', payerName: '', reference: '' } });
  const typed = parseAmount(watch('amount'), method.scale);
  const money = (minor: bigint) => formatMoney(minor, symbol, method.scale);

  useEffect(() => {
    if (failure?.field && FIELDS.includes(failure.field)) setFocus(failure.field as keyof DepositFields);
  }, [failure, setFocus]);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await cashier.submit(form);
    if (!result.ok) setFailure(result.error);
  });

  const shown = failure ? withMoneyParams(failure, symbol, method.scale) : null;
  const errorOf = (field: string) => (shown?.field === field ? errorText(shown) : undefined);
  return (
    <form className="form deposit-form" onSubmit={submit} noValidate aria-labelledby="deposit-form-title" data-testid="deposit-form">
      <h3 id="deposit-form-title">{t('cashier.formTitle')}</h3>
      <Field
        label={t('cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf('amount')}
        hint={t('cashier.amountHint', { min: moneyInText(method.min, symbol, method.scale), max: moneyInText(method.max, symbol, method.scale) })}
        adornment={<span className="field__suffix">{code}</span>}
        data-testid="deposit-amount"
        {...register('amount')}
      />
      <div className="amount-chips" role="group" aria-label={t('cashier.quickAmounts')}>
        {cashier.chips.map((chip) => {
          const pressed = typed.ok && typed.value === chip;
          return (
            <button
              type="button"
              key={chip.toString()}
              className={`amount-chip${pressed ? ' amount-chip--active' : ''}`}
              aria-pressed={pressed}
              onClick={() => setValue('amount', amountText(chip, method.scale), { shouldDirty: true })}
            >
              {money(chip)}
            </button>
          );
        })}
      </div>
      <Field label={t('cashier.payerName')} autoComplete="name" maxLength={64} hint={t('cashier.payerNameHint')} error={errorOf('payerName')} data-testid="deposit-payer" {...register('payerName')} />
      <Field
        label={`${t('cashier.reference')} ${t('auth.optional')}`}
        autoComplete="off"
        maxLength={64}
        hint={t('cashier.referenceHint')}
        error={errorOf('reference')}
        data-testid="deposit-reference"
        {...register('reference')}
      />
      {shown && !(shown.field && FIELDS.includes(shown.field)) && (
        <p className="form__error" role="alert">
          {errorText(shown)}
        </p>
      )}
      <button type="submit" className="button button--primary button--lg button--block" disabled={cashier.submitting} data-testid="deposit-submit">
        <Icon name="check" size={18} />
        {cashier.submitting ? t('cashier.submitting') : t('cashier.submit')}
      </button>
    </form>
  );
});

/** After submitting: the deposit waits for support; focus moves here so it is announced. */
export const DepositSubmitted = observer(function DepositSubmitted({ symbol }: { symbol: string }) {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const deposit = cashier.submitted;
  useEffect(() => heading.current?.focus(), []);
  if (!deposit) return null;
  return (
    <div className="deposit-success" role="status" data-testid="deposit-success">
      <span className="deposit-success__icon">
        <Icon name="check" size={30} />
      </span>
      <h3 ref={heading} tabIndex={-1}>
        {t('cashier.successTitle')}
      </h3>
      <p className="deposit-success__amount money">{formatMoney(deposit.amount, symbol, deposit.scale)}</p>
      <p className="muted">{t('cashier.successBody', { amount: moneyInText(deposit.amount, symbol, deposit.scale) })}</p>
      <p className="deposit-success__id">{t('cashier.depositNo', { id: deposit.id })}</p>
      <button type="button" className="button button--ghost" onClick={() => cashier.startAnother()}>
        {t('cashier.another')}
      </button>
    </div>
  );
});
