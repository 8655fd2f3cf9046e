import { observer } from 'mobx-react-lite';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Failure } from '../../../core/domain/kernel/result';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';

interface RegisterConsentProps {
  readonly terms: UseFormRegisterReturn;
  readonly age: UseFormRegisterReturn;
  readonly error: Failure | undefined;
  readonly busy: boolean;
}

/** The end of both registration forms: terms and age consent, the overall error, submit, and the way to login. */
export const RegisterConsent = observer(function RegisterConsent({ terms, age, error, busy }: RegisterConsentProps) {
  const { ui, system } = useStores();
  const { t } = useTranslation();
  return (
    <>
      <label className="check">
        <input type="checkbox" {...terms} />
        <span>
          <Trans i18nKey="auth.terms" components={[<Link key="terms" to="/help#term" onClick={() => ui.close()} />]} />
        </span>
      </label>
      <label className="check">
        <input type="checkbox" {...age} />
        <span>{t('auth.age', { age: system.status?.register.minimumAge ?? 18 })}</span>
      </label>
      <FormError failure={error} testId="register-error" />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('auth.working') : t('auth.submitRegister')}
      </button>
      <p className="form__switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => ui.open('login')}>
          {t('auth.toLogin')}
        </button>
      </p>
    </>
  );
});
