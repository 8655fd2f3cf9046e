import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useFieldError } from '../components/use-error-text';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';

/** Where the mailed link lands: choose a new password, once. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { recovery, ui } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit } = useForm({ defaultValues: { newPassword: '', confirmNewPassword: '' } });
  useEffect(() => recovery.reset(), [recovery]);
  const error = recovery.error;
  const fieldError = useFieldError(error);
  return (
    <div className="page reset-password">
      <section className="card reset-password__card" data-testid="reset-password">
        <h1 className="page__title">{t('recovery.resetTitle')}</h1>
        {recovery.passwordReset ? (
          <>
            <p role="status">{t('recovery.resetDone')}</p>
            <button type="button" className="button button--primary" onClick={() => ui.open('login')}>
              {t('auth.toLogin')}
            </button>
          </>
        ) : (
          <form className="form" onSubmit={handleSubmit((form) => recovery.resetWithLink(token, form))} noValidate>
            <NewPasswordFields password={register('newPassword')} confirm={register('confirmNewPassword')} errorOf={fieldError} />
            {error && !error.field && <FormError failure={error} />}
            <button type="submit" className="button button--primary button--block" disabled={recovery.busy || token === ''}>
              {t('recovery.setPassword')}
            </button>
          </form>
        )}
      </section>
    </div>
  );
});
