import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field } from '../components/Field';
import { HumanCheckButton } from '../components/HumanCheckButton';
import type { LoginPurpose } from '../../../core/domain/protection/withdrawal-session';
import { Icon } from '../components/Icon';
import { useFieldError } from '../components/use-error-text';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';
import { AuthAside } from './AuthAside';
import { Modal } from './Modal';
import { SmsCodeFields } from './SmsCodeFields';
import { SecondFactorStep } from './SecondFactorStep';
import { SocialSignIn } from './SocialSignIn';
import { Tab } from '../components/Tab';

interface LoginForm {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
  terms: boolean;
}

export const LoginModal = observer(function LoginModal({ onSuccess }: { onSuccess?: () => void }) {
  const { auth, ui, remember, system, smsCode } = useStores();
  const [mode, setMode] = useState<'username' | 'sms'>('username');
  const sms = mode === 'sms';
  useEffect(() => () => smsCode.stop(), [smsCode]);
  const { t } = useTranslation();
  const [termsError, setTermsError] = useState(false);
  const rememberedUsername = remember.recall();
  const { register, handleSubmit, getValues } = useForm<LoginForm>({
    defaultValues: { username: rememberedUsername, password: '', captcha: '', remember: rememberedUsername !== '', terms: true },
  });
  const error = auth.loginError;
  const fieldError = useFieldError(error);

  const loginFor = (purpose: LoginPurpose) =>
    handleSubmit(async (form) => {
      if (!form.terms) {
        setTermsError(true);
        return;
      }
      setTermsError(false);
      if (!sms) remember.execute(form.remember, form.username.trim());
      const state = await auth.login(
        sms
          ? { username: form.username, password: form.password, type: 'sms', countryDialingCode: smsCode.dialingCode }
          : { username: form.username, password: form.password, type: 'username', purpose, ...(form.captcha ? { captcha: form.captcha } : {}) },
      );
      if (state.step === 'success' || state.step === 'change_password') onSuccess?.();
    });
  const submit = loginFor('play');
  const onBreak = !sms && (error?.code === 'protection.time_out' || error?.code === 'protection.self_excluded');

  const close = () => {
    auth.resetLoginFlow();
    ui.close();
  };

  return (
    <Modal title={t('auth.loginTitle')} onClose={close} closeOnBackdrop={false} aside={<AuthAside group="w_login" />} testId="login-modal">
      {auth.atSecondFactor ? (
        <SecondFactorStep onSuccess={onSuccess} />
      ) : (
        <>
          <p className="modal__lead">{t('auth.loginSubtitle')}</p>
          <div className="tabs" role="tablist">
            <Tab active={!sms} onClick={() => setMode('username')}>
              {t('auth.usernameTab')}
            </Tab>
            {system.feature('SMSLOGIN') && (
              <Tab active={sms} onClick={() => setMode('sms')} data-testid="sms-tab">
                {t('auth.smsTab')}
              </Tab>
            )}
          </div>
          <form className="form" onSubmit={submit} noValidate>
            {sms ? (
              <SmsCodeFields
                purpose="login"
                mobile={() => getValues('username')}
                mobileField={register('username')}
                codeField={register('password')}
                fieldError={fieldError}
              />
            ) : (
              <>
                <Field label={t('auth.username')} autoComplete="username" error={fieldError('username')} {...register('username')} />
                <Field label={t('auth.password')} type="password" autoComplete="current-password" error={fieldError('password')} {...register('password')} />
              </>
            )}
            {!sms && auth.captchaShown && (
              <Field
                label={t('auth.captcha')}
                autoComplete="off"
                inputMode="text"
                maxLength={8}
                error={fieldError('captcha')}
                adornment={
                  <button
                    type="button"
                    className="captcha-image"
                    onClick={() => auth.refreshCaptcha()}
                    aria-label={t('auth.refreshCaptcha')}
                    title={t('auth.refreshCaptcha')}
                  >
                    {auth.captcha ? <img src={auth.captcha.image} alt={t('auth.captchaImage')} /> : <Icon name="refresh" />}
                  </button>
                }
                {...register('captcha')}
              />
            )}
            {!sms && <HumanCheckButton />}
            <div className="form__row">
              {!sms && (
                <label className="check">
                  <input type="checkbox" {...register('remember')} />
                  <span>{t('auth.remember')}</span>
                </label>
              )}
              <button type="button" className="link-button" onClick={() => ui.open('forgot')}>
                {t('auth.forgot')}
              </button>
            </div>
            <label className="check">
              <input type="checkbox" {...register('terms')} />
              <span>
                <Trans i18nKey="auth.terms" components={[<Link key="terms" to="/help#term" onClick={close} />]} />
              </span>
            </label>
            {termsError && <FormError failure={{ code: 'validation.terms_required' }} />}
            {error && !error.field && <FormError failure={error} testId="login-error" />}
            {onBreak && (
              <button
                type="button"
                className="button button--ghost button--block"
                disabled={auth.busy}
                onClick={() => void loginFor('withdrawal')()}
                data-testid="withdraw-during-break"
              >
                <Icon name="wallet" size={16} />
                {t('auth.withdrawDuringBreak')}
              </button>
            )}
            <FormError failure={auth.socialError} testId="social-error" />
            <button type="submit" className="button button--primary button--block" disabled={auth.busy}>
              {auth.busy ? t('auth.working') : t('auth.submitLogin')}
            </button>
            <SocialSignIn />
            <p className="form__switch">
              {t('auth.noAccount')}{' '}
              <button type="button" className="link-button" onClick={() => ui.open('register')}>
                {t('auth.toRegister')}
              </button>
            </p>
          </form>
        </>
      )}
    </Modal>
  );
});
