import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { WithdrawMethod } from '../../../../core/portal/wallet/withdrawal-types';
import { AmountField } from '../../components/AmountField';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { SubmittedNotice } from '../../components/SubmittedNotice';
import { moneyInText, withMoneyParams } from '../../components/money';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

interface WithdrawFields {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
}

const FIELDS: readonly string[] = ['bankAccountId', 'amount', 'paymentPassword'];

/** Account, amount (with bounds) and payment password; checked by SubmitWithdrawal before it is sent. */
export const WithdrawForm = observer(function WithdrawForm({ method, symbol, code }: { method: WithdrawMethod; symbol: string; code: string }) {
  const { withdraw } = useStores();
  const { t } = useTranslation();
  const selectId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const first = withdraw.bankAccounts[0];
  const { register, handleSubmit, reset } = useForm<WithdrawFields>({
    defaultValues: { bankAccountId: first ? String(first.id) : '', amount: '', paymentPassword: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await withdraw.submit({
      amount: form.amount,
      bankAccountId: form.bankAccountId ? Number(form.bankAccountId) : null,
      paymentPassword: form.paymentPassword,
    });
    if (!result.ok) return setFailure(result.error);
    reset({ bankAccountId: form.bankAccountId, amount: '', paymentPassword: '' });
  });

  const shown = failure ? withMoneyParams(failure, symbol, method.scale) : null;
  const errorOf = useFieldError(shown);
  if (withdraw.submitted) return <WithdrawSubmitted symbol={symbol} />;
  const bankError = errorOf('bankAccountId');
  return (
    <form className="form deposit-form" onSubmit={submit} noValidate aria-labelledby="withdraw-form-title" data-testid="withdraw-form">
      <h3 id="withdraw-form-title">{t('withdraw.formTitle')}</h3>
      <div className={`field${bankError ? ' field--error' : ''}`}>
        <label htmlFor={selectId}>{t('withdraw.toAccount')}</label>
        <div className="field__control field__control--select">
          <select id={selectId} data-testid="withdraw-bank" {...register('bankAccountId')}>
            {withdraw.bankAccounts.map((b) => (
              <option key={b.id} value={b.id}>
                {`${b.bankName} · ${b.accountNumber} · ${b.accountName}`}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={16} className="field__chevron" />
        </div>
        {bankError && (
          <div className="field__error" role="alert">
            {bankError}
          </div>
        )}
      </div>
      <AmountField limits={method} symbol={symbol} code={code} error={errorOf('amount')} data-testid="withdraw-amount" {...register('amount')} />
      <Field
        label={t('security.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('paymentPassword')}
        data-testid="withdraw-password"
        {...register('paymentPassword')}
      />
      {shown && !(shown.field && FIELDS.includes(shown.field)) && <FormError failure={shown} />}
      <button type="submit" className="button button--primary button--lg button--block" disabled={withdraw.busy} data-testid="withdraw-submit">
        <Icon name="withdraw" size={18} />
        {withdraw.busy ? t('cashier.submitting') : t('withdraw.submit')}
      </button>
    </form>
  );
});

/** After requesting: the amount is held while support pays it out. */
const WithdrawSubmitted = observer(function WithdrawSubmitted({ symbol }: { symbol: string }) {
  const { withdraw } = useStores();
  const { t } = useTranslation();
  const w = withdraw.submitted;
  if (!w) return null;
  return (
    <SubmittedNotice
      title={t('withdraw.successTitle')}
      amount={formatMoney(w.amount, symbol, w.scale)}
      body={t('withdraw.successBody', { amount: moneyInText(w.amount, symbol, w.scale) })}
      number={t('withdraw.number', { id: w.id })}
      again={t('withdraw.another')}
      onAgain={() => withdraw.startAnother()}
      testId="withdraw-success"
    />
  );
});
