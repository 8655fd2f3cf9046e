import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Field } from '../components/Field';
import { HumanCheckButton } from '../components/HumanCheckButton';
import { useErrorText } from '../components/use-error-text';
import { ModalHost } from '../modals/ModalHost';
import { useStores } from '../stores/stores-context';
import { AgentLanguage } from './agent/AgentLanguage';

/** /agent: the agent-only login page; non-agents are refused and signed out again. */
export const AgentLoginPage = observer(function AgentLoginPage() {
  const { auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [notAgent, setNotAgent] = useState(false);
  const { register, handleSubmit } = useForm<{ username: string; password: string; captcha: string }>();

  if (auth.isAgent) return <Navigate to="/agentHome" replace />;

  const submit = handleSubmit(async (form) => {
    setNotAgent(false);
    const state = await auth.login({ username: form.username, password: form.password, type: 'username', ...(form.captcha ? { captcha: form.captcha } : {}) });
    if (state.step === 'failed') return;
    if (!auth.isAgent) {
      await auth.logout();
      setNotAgent(true);
      return;
    }
    navigate('/agentHome');
  });

  const error = auth.loginError;
  return (
    <div className="agent-login">
      <div className="agent-login__card card">
        <img src="/favicon.svg" alt="" width={56} height={56} />
        <AgentLanguage />
        <h1>{t('agent.title')}</h1>
        <p className="muted">{t('agent.subtitle')}</p>
        <form className="form" onSubmit={submit} noValidate>
          <Field label={t('auth.username')} autoComplete="username" {...register('username')} />
          <Field label={t('auth.password')} type="password" autoComplete="current-password" {...register('password')} />
          {auth.captchaShown && (
            <Field
              label={t('auth.captcha')}
              autoComplete="off"
              adornment={
                <button type="button" className="captcha-image" onClick={() => auth.refreshCaptcha()} aria-label={t('auth.refreshCaptcha')}>
                  {auth.captcha && <img src={auth.captcha.image} alt={t('auth.captchaImage')} />}
                </button>
              }
              {...register('captcha')}
            />
          )}
          <HumanCheckButton />
          {(error || notAgent) && (
            <p className="form__error" role="alert">
              {notAgent ? t('agent.notAgent') : errorText(error)}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={auth.busy}>
            {auth.busy ? t('auth.working') : t('agent.login')}
          </button>
        </form>
        <p className="muted agent-login__hours">{t('agent.hours')}</p>
      </div>
      <ModalHost />
    </div>
  );
});
