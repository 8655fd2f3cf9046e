import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Failure } from '../../../core/domain/kernel/result';
import { Field } from '../components/Field';
import { useRuleText } from '../components/use-rule-text';
import { useErrorText } from '../components/use-error-text';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';

interface ChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Forced on first login with the default password or after expiry; also offered in My account. */
export const ChangePasswordModal = observer(function ChangePasswordModal() {
  const { auth, ui, system } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit } = useForm<ChangeForm>();
  const forced = ui.passwordChangeForced;

  const submit = handleSubmit(async (form) => {
    setBusy(true);
    const result = await auth.changePassword(form);
    setBusy(false);
    if (result.ok) navigate('/');
    else setFailure(result.error);
  });

  const errorOf = (field: string) => (failure?.field === field ? errorText(failure) : undefined);
  return (
    <Modal title={t('auth.changeTitle')} onClose={() => ui.close()} dismissible={!forced} closeOnBackdrop={false} size="sm" testId="change-password-modal">
      {forced && <p className="modal__lead">{t('auth.changeForced')}</p>}
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('auth.oldPassword')} type="password" autoComplete="current-password" error={errorOf('oldPassword')} {...register('oldPassword')} />
        <Field
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={ruleText(system.passwordPattern)}
          error={errorOf('newPassword')}
          {...register('newPassword')}
        />
        <Field
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={errorOf('confirmNewPassword')}
          {...register('confirmNewPassword')}
        />
        {failure && !failure.field && (
          <p className="form__error" role="alert">
            {errorText(failure)}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.working') : t('auth.submitChange')}
        </button>
      </form>
    </Modal>
  );
});
