import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_REGISTER_FIELDS, type OptionalRegisterField } from '../../../core/domain/access/registration';
import { LIMIT_PERIODS, type LimitPeriod } from '../../../core/domain/protection/limits';
import { Field } from '../components/Field';
import { useRuleText } from '../components/use-rule-text';
import { HumanCheckButton } from '../components/HumanCheckButton';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useStores } from '../stores/stores-context';
import { RegisterConsent } from './RegisterConsent';
import { useRegisterSubmit } from './use-register-submit';

type RegisterForm = Record<'username' | 'password' | 'confirmPassword' | OptionalRegisterField, string> & {
  terms: boolean;
  age: boolean;
  limitPeriod: LimitPeriod;
  limitValue: string;
};

const INPUT_TYPES: Partial<Record<OptionalRegisterField, string>> = { email: 'email', mobileNum: 'tel', whatsapp: 'tel', paymentPassword: 'password' };

/** Registration with a username (USERNAMEREG3) and the optional fields the operator shows. */
export const UsernameRegisterForm = observer(function UsernameRegisterForm() {
  const { auth, system } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const { errorOf, general, busy, send } = useRegisterSubmit();
  const { register, handleSubmit } = useForm<RegisterForm>({ defaultValues: { terms: false, age: false, limitPeriod: 'day', limitValue: '' } });
  const rules = system.registerRules;
  const shownFields = OPTIONAL_REGISTER_FIELDS.filter((name) => rules.fields[name]?.shown);

  const submit = handleSubmit((form) =>
    send((referral) =>
      auth.register({
        username: form.username ?? '',
        password: form.password ?? '',
        confirmPassword: form.confirmPassword ?? '',
        termsAccepted: form.terms && form.age,
        fields: Object.fromEntries(shownFields.map((name) => [name, form[name] ?? ''])),
        ...referral,
        ...(form.limitValue.trim() !== '' ? { depositLimit: { period: form.limitPeriod, value: form.limitValue.trim() } } : {}),
      }),
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label={t('auth.username')} autoComplete="username" hint={ruleText(rules.username)} error={errorOf('username')} {...register('username')} />
      <div className="form__grid">
        <NewPasswordFields labels="account" password={register('password')} confirm={register('confirmPassword')} errorOf={errorOf} />
      </div>
      {shownFields.length > 0 && (
        <div className="form__grid">
          {shownFields.map((name) => (
            <Field
              key={name}
              label={`${t(`auth.field.${name}`)}${rules.fields[name]?.required ? ' *' : ` ${t('auth.optional')}`}`}
              type={INPUT_TYPES[name] ?? 'text'}
              hint={ruleText(rules.fields[name]?.acceptedPattern)}
              error={errorOf(name)}
              {...register(name)}
            />
          ))}
        </div>
      )}
      <details className="register-limit" data-testid="register-limit">
        <summary>{t('protection.registerToggle')}</summary>
        <p className="muted">{t('protection.registerHint')}</p>
        <div className="form__grid">
          <div className="field">
            <label htmlFor="register-limit-period">{t('protection.registerPeriod')}</label>
            <div className="field__control field__control--select">
              <select id="register-limit-period" {...register('limitPeriod')}>
                {LIMIT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`protection.period.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Field
            label={t('protection.registerAmount')}
            inputMode="decimal"
            autoComplete="off"
            error={errorOf('depositLimit')}
            data-testid="register-limit-amount"
            {...register('limitValue')}
          />
        </div>
      </details>
      <HumanCheckButton />
      <RegisterConsent terms={register('terms')} age={register('age')} error={general} busy={busy} />
    </form>
  );
});
