import { BannerLinks } from '../components/BannerLinks';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field } from '../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useRuleText } from '../components/use-rule-text';
import { useFieldError } from '../components/use-error-text';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';
import { SmsCodeFields } from './SmsCodeFields';
import { Tab } from '../components/Tab';

interface RecoveryForm {
  username: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Forgot password: by phone (the default when configured) or by a link sent to the bound email. */
export const ForgotPasswordModal = observer(function ForgotPasswordModal() {
  const { ui, recovery, smsCode, system } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'phone' | 'email'>(recovery.phoneFirst ? 'phone' : 'email');
  const { register, handleSubmit, getValues } = useForm<RecoveryForm>({
    defaultValues: { username: '', email: '', mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  useEffect(() => {
    recovery.reset();
    return () => smsCode.stop();
  }, [recovery, smsCode]);
  const error = recovery.error;
  const fieldError = useFieldError(error);

  const submit = handleSubmit(async (form) => {
    if (mode === 'email') return recovery.requestLink(form.username, form.email);
    const { mobileNum, verificationCode, newPassword, confirmNewPassword } = form;
    const done = await recovery.resetBySms({ mobileNum, verificationCode, newPassword, confirmNewPassword, countryDialingCode: smsCode.dialingCode });
    if (done) {
      ui.close();
      navigate('/');
    }
  });

  return (
    <Modal title={t('auth.forgotTitle')} onClose={() => ui.close()} size="sm" testId="forgot-password">
      <BannerLinks group="w_forget" />
      {system.feature('CHNGPASSVERIF3') && (
        <div className="tabs" role="tablist">
          {(['phone', 'email'] as const).map((m) => (
            <Tab key={m} active={mode === m} onClick={() => (setMode(m), recovery.reset())}>
              {t(`recovery.${m}Tab`)}
            </Tab>
          ))}
        </div>
      )}
      {mode === 'email' && recovery.linkSent ? (
        <p className="prompt__text" role="status" data-testid="reset-link-sent">
          {t('recovery.linkSent')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {mode === 'email' ? (
            <>
              <p className="modal__lead">{t('recovery.emailLead')}</p>
              <Field
                label={t('auth.username')}
                autoComplete="username"
                hint={ruleText(system.registerRules.username)}
                error={fieldError('username')}
                {...register('username')}
              />
              <Field label={t('recovery.email')} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
            </>
          ) : (
            <>
              <SmsCodeFields
                purpose="reset"
                mobile={() => getValues('mobileNum')}
                mobileField={register('mobileNum')}
                codeField={register('verificationCode')}
                fieldError={(f) => fieldError(f === 'code' ? 'verificationCode' : f)}
              />
              <NewPasswordFields password={register('newPassword')} confirm={register('confirmNewPassword')} errorOf={fieldError} />
            </>
          )}
          {error && !error.field && <FormError failure={error} />}
          <button type="submit" className="button button--primary button--block" disabled={recovery.busy}>
            {recovery.busy ? t('auth.working') : t(mode === 'email' ? 'recovery.sendLink' : 'recovery.resetAndLogin')}
          </button>
        </form>
      )}
      <p className="form__switch">
        <button type="button" className="link-button" onClick={() => ui.open('login')}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Modal>
  );
});
