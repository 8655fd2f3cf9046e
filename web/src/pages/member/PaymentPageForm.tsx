import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { PaymentPageMethod } from '../../../../core/portal/wallet/types';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { moneyInText, withMoneyParams } from '../../components/money';
import { useErrorText } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { AmountChips } from './AmountChips';

/** The amount to pay online; on success the browser goes to the provider's hosted page. */
export const PaymentPageForm = observer(function PaymentPageForm({ method, symbol, code }: { method: PaymentPageMethod; symbol: string; code: string }) {
  const { paymentPage } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setValue, watch, setFocus } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await paymentPage.start(form);
    if (result.ok) return window.location.assign(result.value.checkoutUrl);
    setFailure(result.error);
    if (result.error.field === 'amount') setFocus('amount');
  });

  const shown = failure ? withMoneyParams(failure, symbol, method.scale) : null;
  return (
    <form className="form deposit-form" onSubmit={submit} noValidate aria-labelledby="online-form-title" data-testid="online-form">
      <h3 id="online-form-title">{t('paymentPage.formTitle')}</h3>
      <Field
        label={t('cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={shown?.field === 'amount' ? errorText(shown) : undefined}
        hint={t('cashier.amountHint', { min: moneyInText(method.min, symbol, method.scale), max: moneyInText(method.max, symbol, method.scale) })}
        adornment={<span className="field__suffix">{code}</span>}
        data-testid="online-amount"
        {...register('amount')}
      />
      <AmountChips
        chips={paymentPage.chips}
        typed={watch('amount')}
        scale={method.scale}
        symbol={symbol}
        onPick={(text) => setValue('amount', text, { shouldDirty: true })}
      />
      {shown && shown.field !== 'amount' && <FormError failure={shown} />}
      <button type="submit" className="button button--primary button--lg button--block" disabled={paymentPage.starting} data-testid="online-submit">
        <Icon name="lock" size={18} />
        {paymentPage.starting ? t('paymentPage.starting') : t('paymentPage.continue')}
      </button>
      <p className="online-form__note muted">{t('paymentPage.note')}</p>
    </form>
  );
});
