import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SecondFactor } from '../../../core/domain/access/second-factor';
import type { Failure } from '../../../core/domain/kernel/result';
import { Field } from '../components/Field';
import { Icon, type IconName } from '../components/Icon';
import { useErrorText } from '../components/use-error-text';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';

const ICONS: Record<SecondFactor, IconName> = { totp: 'shield', sms: 'headset', email: 'mail', bank: 'wallet' };

/** A login from a new IP: the member proves it is them with one of the factors the server offers. */
export const SecondFactorStep = observer(function SecondFactorStep({ onSuccess }: { onSuccess?: (() => void) | undefined }) {
  const { auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = auth.loginState;
  const factors = state.step === 'second_factor' ? state.challenge.factors : [];
  const [factor, setFactor] = useState<SecondFactor>(factors[0] ?? 'totp');
  const [sent, setSent] = useState<{ to: string } | Failure | null>(null);
  const { register, handleSubmit, reset } = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  if (state.step !== 'second_factor') return null;
  const needsCode = factor === 'sms' || factor === 'email';

  const choose = (next: SecondFactor) => {
    setFactor(next);
    setSent(null);
    reset({ answer: '' });
  };
  const send = async () => {
    if (!needsCode) return;
    const result = await auth.sendChallengeCode(factor);
    setSent(result.ok ? { to: result.value.sentTo } : result.error);
  };
  const submit = handleSubmit(async ({ answer }) => {
    const next = await auth.answerChallenge(factor, answer);
    if (next.step === 'success' || next.step === 'change_password') onSuccess?.();
  });
  const error = state.error;

  return (
    <form className="form second-factor" onSubmit={submit} noValidate data-testid="second-factor">
      <div className="second-factor__intro">
        <span className="security-form__icon" aria-hidden="true">
          <Icon name="shield" size={22} />
        </span>
        <div>
          <h3>{t('secondFactor.title')}</h3>
          <p className="muted">{t('secondFactor.lead')}</p>
        </div>
      </div>
      <div className="second-factor__choices" role="radiogroup" aria-label={t('secondFactor.choose')}>
        {factors.map((f) => (
          <button
            type="button"
            role="radio"
            aria-checked={f === factor}
            key={f}
            className={`factor-chip${f === factor ? ' factor-chip--active' : ''}`}
            onClick={() => choose(f)}
            data-testid={`factor-${f}`}
          >
            <Icon name={ICONS[f]} size={16} />
            {t(`secondFactor.factor.${f}`)}
          </button>
        ))}
      </div>
      {needsCode && (
        <div className="second-factor__send">
          <button type="button" className="button button--ghost" onClick={() => void send()} data-testid="factor-send">
            {t(sent && 'to' in sent ? 'secondFactor.resend' : 'secondFactor.send')}
          </button>
          {sent && (
            <span className={'to' in sent ? 'muted' : 'form__error'} role="status">
              {'to' in sent ? t('secondFactor.sentTo', { to: sent.to }) : errorText(sent)}
            </span>
          )}
        </div>
      )}
      <Field
        label={t(`secondFactor.answer.${factor}`)}
        hint={factor === 'totp' ? t('secondFactor.recoveryHint') : undefined}
        autoComplete={factor === 'bank' ? 'name' : 'one-time-code'}
        inputMode={factor === 'bank' || factor === 'totp' ? 'text' : 'numeric'}
        maxLength={64}
        error={error?.field === 'answer' || error?.field === 'code' ? errorText(error) : undefined}
        data-testid="factor-answer"
        {...register('answer')}
      />
      {error && error.field !== 'answer' && error.field !== 'code' && <FormError failure={error} />}
      <button type="submit" className="button button--primary button--block" disabled={auth.answering} data-testid="factor-submit">
        {auth.answering ? t('auth.working') : t('secondFactor.submit')}
      </button>
      <button type="button" className="link-button second-factor__back" onClick={() => auth.resetLoginFlow()}>
        {t('secondFactor.back')}
      </button>
    </form>
  );
});
