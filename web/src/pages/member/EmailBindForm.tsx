import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { Field } from '../../components/Field';
import { useFieldError } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';
import { ContactFormFooter } from './ContactFormFooter';

/** A new email address and the code mailed to it, with the send button's countdown. */
export const EmailBindForm = observer(function EmailBindForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { security } = useStores();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const { register, handleSubmit, getValues } = useForm({ defaultValues: { email: '', code: '' } });
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const sent = await security.requestEmailCode(getValues('email'));
    if (sent === null) return;
    setFailure(sent.ok ? null : sent.error);
    if (sent.ok) setSecondsLeft(sent.value.countdownSeconds);
  };
  const submit = handleSubmit(async (form) => {
    const result = await security.bindContact({ kind: 'email', email: form.email, code: form.code });
    if (!result.ok) return setFailure(result.error);
    onDone();
  });
  const fieldError = useFieldError(failure);
  return (
    <form className="form contact-form" onSubmit={submit} noValidate data-testid="bind-email-form">
      <Field
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={fieldError('email')}
        data-testid="bind-email"
        {...register('email')}
      />
      <Field
        label={t('contact.emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        error={fieldError('code')}
        adornment={
          <button
            type="button"
            className="button button--ghost button--sm"
            disabled={secondsLeft > 0}
            onClick={() => void send()}
            data-testid="send-email-code"
          >
            {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
          </button>
        }
        data-testid="bind-email-code"
        {...register('code')}
      />
      <ContactFormFooter failure={failure} busy={security.busy} submitTestId="bind-email-submit" onCancel={onCancel} />
    </form>
  );
});
