import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { Field } from '../../components/Field';
import { useRuleText } from '../../components/use-rule-text';
import { Icon } from '../../components/Icon';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { SecurityHead } from './SecurityHead';

interface PaymentPasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const FIELDS: readonly string[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const EMPTY: PaymentPasswordFields = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Security centre: set the payment password, or change it with the current one (SetMyPaymentPassword). */
export const PaymentPasswordForm = observer(function PaymentPasswordForm() {
  const { withdraw } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset } = useForm<PaymentPasswordFields>({ defaultValues: EMPTY });
  const hasOne = withdraw.hasPaymentPassword;

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(false);
    const result = await withdraw.setPaymentPassword(hasOne ? form : { newPassword: form.newPassword, confirmNewPassword: form.confirmNewPassword });
    if (!result.ok) return setFailure(result.error);
    reset(EMPTY);
    setSaved(true);
  });

  const errorOf = useFieldError(failure);
  return (
    <form className="form security-form" onSubmit={submit} noValidate aria-labelledby="payment-password-title" data-testid="payment-password-form">
      <SecurityHead
        icon="lock"
        titleId="payment-password-title"
        title={t('security.paymentPassword')}
        status={hasOne ? t('security.paymentPasswordSet') : t('security.paymentPasswordNone')}
      />
      {hasOne && (
        <Field
          label={t('security.currentPaymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('oldPassword')}
          data-testid="pay-old"
          {...register('oldPassword')}
        />
      )}
      <Field
        label={t('security.newPaymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint={[ruleText(withdraw.paymentPasswordPattern), t('security.paymentPasswordHint')].filter(Boolean).join(' ')}
        error={errorOf('newPassword')}
        data-testid="pay-new"
        {...register('newPassword')}
      />
      <Field
        label={t('security.confirmPaymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('confirmNewPassword')}
        data-testid="pay-confirm"
        {...register('confirmNewPassword')}
      />
      {failure && !(failure.field && FIELDS.includes(failure.field)) && <FormError failure={failure} />}
      {saved && (
        <p className="form__success" role="status" data-testid="pay-saved">
          <Icon name="check" size={16} /> {t('security.paymentPasswordSaved')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={withdraw.busy} data-testid="pay-submit">
        {hasOne ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
      </button>
    </form>
  );
});
