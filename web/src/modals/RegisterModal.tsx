import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OPTIONAL_REGISTER_FIELDS, type OptionalRegisterField } from '../../../core/domain/access/registration';
import type { Failure } from '../../../core/domain/kernel/result';
import { Field } from '../components/Field';
import { HumanCheckButton } from '../components/HumanCheckButton';
import { useErrorText } from '../components/use-error-text';
import { useStores } from '../stores/stores-context';
import { AuthAside } from './AuthAside';
import { Modal } from './Modal';

type RegisterForm = Record<'username' | 'password' | 'confirmPassword' | OptionalRegisterField, string> & { terms: boolean; age: boolean };

const INPUT_TYPES: Partial<Record<OptionalRegisterField, string>> = { email: 'email', mobileNum: 'tel', whatsapp: 'tel', paymentPassword: 'password' };

export const RegisterModal = observer(function RegisterModal() {
  const { auth, ui, system } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failures, setFailures] = useState<Failure[]>([]);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit } = useForm<RegisterForm>({ defaultValues: { terms: false, age: false } });
  const rules = system.registerRules;
  const shownFields = OPTIONAL_REGISTER_FIELDS.filter((name) => rules.fields[name]?.shown);
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? errorText(failure) : undefined;
  };
  const general = failures.find((f) => !f.field || f.field === 'terms');

  const submit = handleSubmit(async (form) => {
    setBusy(true);
    const fields = Object.fromEntries(shownFields.map((name) => [name, form[name] ?? '']));
    const referralCode = params.get('referralCode') ?? undefined;
    const result = await auth.register({
      username: form.username ?? '',
      password: form.password ?? '',
      confirmPassword: form.confirmPassword ?? '',
      termsAccepted: form.terms && form.age,
      fields,
      ...(referralCode ? { referralCode } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setFailures([]);
      navigate('/');
      return;
    }
    const all = (result.error.value?.['errors'] as Failure[] | undefined) ?? [result.error];
    setFailures(all);
  });

  return (
    <Modal title={t('auth.registerTitle')} onClose={() => ui.close()} aside={<AuthAside />} size="lg" testId="register-modal">
      <p className="modal__lead">{t('auth.registerSubtitle')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('auth.username')} autoComplete="username" error={errorOf('username')} {...register('username')} />
        <div className="form__grid">
          <Field label={t('auth.password')} type="password" autoComplete="new-password" error={errorOf('password')} {...register('password')} />
          <Field label={t('auth.confirmPassword')} type="password" autoComplete="new-password" error={errorOf('confirmPassword')} {...register('confirmPassword')} />
        </div>
        {shownFields.length > 0 && (
          <div className="form__grid">
            {shownFields.map((name) => (
              <Field
                key={name}
                label={`${t(`auth.field.${name}`)}${rules.fields[name]?.required ? ' *' : ` ${t('auth.optional')}`}`}
                type={INPUT_TYPES[name] ?? 'text'}
                error={errorOf(name)}
                {...register(name)}
              />
            ))}
          </div>
        )}
        <HumanCheckButton />
        <label className="check">
          <input type="checkbox" {...register('terms')} />
          <span>
            <Trans i18nKey="auth.terms" components={[<Link key="terms" to="/help#term" onClick={() => ui.close()} />]} />
          </span>
        </label>
        <label className="check">
          <input type="checkbox" {...register('age')} />
          <span>{t('auth.age', { age: system.status?.register.minimumAge ?? 18 })}</span>
        </label>
        {general && (
          <p className="form__error" role="alert" data-testid="register-error">
            {errorText(general)}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.working') : t('auth.submitRegister')}
        </button>
        <p className="form__switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => ui.open('login')}>
            {t('auth.toLogin')}
          </button>
        </p>
      </form>
    </Modal>
  );
});
