import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Failure } from '../../../core/domain/kernel/result';
import { Field } from '../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useFieldError } from '../components/use-error-text';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';

interface ChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Forced on first login with the default password or after expiry; also offered in My account. */
export const ChangePasswordModal = observer(function ChangePasswordModal() {
  const { auth, ui } = useStores();
  const { t } = useTranslation();
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

  const errorOf = useFieldError(failure);
  return (
    <Modal title={t('auth.changeTitle')} onClose={() => ui.close()} dismissible={!forced} closeOnBackdrop={false} size="sm" testId="change-password-modal">
      {forced && <p className="modal__lead">{t('auth.changeForced')}</p>}
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('auth.oldPassword')} type="password" autoComplete="current-password" error={errorOf('oldPassword')} {...register('oldPassword')} />
        <NewPasswordFields password={register('newPassword')} confirm={register('confirmNewPassword')} errorOf={errorOf} />
        {failure && !failure.field && <FormError failure={failure} />}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.working') : t('auth.submitChange')}
        </button>
      </form>
    </Modal>
  );
});
