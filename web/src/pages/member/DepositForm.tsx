import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { BankDepositMethod } from '../../../../core/portal/wallet/types';
import { AmountField } from '../../components/AmountField';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { SubmittedNotice } from '../../components/SubmittedNotice';
import { moneyInText, withMoneyParams } from '../../components/money';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { AmountChips } from './AmountChips';

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setValue, watch, setFocus } = useForm<DepositFields>({ defaultValues: { amount: '', payerName: '', reference: '' } });

  useEffect(() => {
    if (failure?.field && FIELDS.includes(failure.field)) setFocus(failure.field as keyof DepositFields);
  }, [failure, setFocus]);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await cashier.submit(form);
    if (!result.ok) setFailure(result.error);
  });

  const shown = failure ? withMoneyParams(failure, symbol, method.scale) : null;
  const errorOf = useFieldError(shown);
  return (
    <form className="form deposit-form" onSubmit={submit} noValidate aria-labelledby="deposit-form-title" data-testid="deposit-form">
      <h3 id="deposit-form-title">{t('cashier.formTitle')}</h3>
      <AmountField limits={method} symbol={symbol} code={code} error={errorOf('amount')} data-testid="deposit-amount" {...register('amount')} />
      <AmountChips
        chips={cashier.chips}
        typed={watch('amount')}
        scale={method.scale}
        symbol={symbol}
        onPick={(text) => setValue('amount', text, { shouldDirty: true })}
      />
      <Field
        label={t('cashier.payerName')}
        autoComplete="name"
        maxLength={64}
        hint={t('cashier.payerNameHint')}
        error={errorOf('payerName')}
        data-testid="deposit-payer"
        {...register('payerName')}
      />
      <Field
        label={`${t('cashier.reference')} ${t('auth.optional')}`}
        autoComplete="off"
        maxLength={64}
        hint={t('cashier.referenceHint')}
        error={errorOf('reference')}
        data-testid="deposit-reference"
        {...register('reference')}
      />
      {shown && !(shown.field && FIELDS.includes(shown.field)) && <FormError failure={shown} />}
      <button type="submit" className="button button--primary button--lg button--block" disabled={cashier.submitting} data-testid="deposit-submit">
        <Icon name="check" size={18} />
        {cashier.submitting ? t('cashier.submitting') : t('cashier.submit')}
      </button>
    </form>
  );
});

/** After submitting: the deposit waits for support. */
export const DepositSubmitted = observer(function DepositSubmitted({ symbol }: { symbol: string }) {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const deposit = cashier.submitted;
  if (!deposit) return null;
  return (
    <SubmittedNotice
      title={t('cashier.successTitle')}
      amount={formatMoney(deposit.amount, symbol, deposit.scale)}
      body={t('cashier.successBody', { amount: moneyInText(deposit.amount, symbol, deposit.scale) })}
      number={t('cashier.depositNo', { id: deposit.id })}
      again={t('cashier.another')}
      onAgain={() => cashier.startAnother()}
      testId="deposit-success"
    />
  );
});
