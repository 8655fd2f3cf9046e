import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../components/Field';
import { useRuleText } from '../components/use-rule-text';
import { HumanCheckButton } from '../components/HumanCheckButton';
import { useStores } from '../stores/stores-context';
import { RegisterConsent } from './RegisterConsent';
import { SmsCodeFields } from './SmsCodeFields';
import { useRegisterFailures } from './use-register-failures';

interface MobileForm {
  mobileNum: string;
  code: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  age: boolean;
}

/** Registration by mobile number (MOBILENUMREG3): the SMS code when REGMOBVERF3 is on, a password pair when MOBILENUMPASSREG3 is. */
export const MobileRegisterForm = observer(function MobileRegisterForm() {
  const { auth, system, smsCode } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const { errorOf, general, show } = useRegisterFailures();
  const { register, handleSubmit, getValues } = useForm<MobileForm>({ defaultValues: { terms: false, age: false } });
  useEffect(() => () => smsCode.stop(), [smsCode]);
  const withCode = system.feature('REGMOBVERF3');
  const withPassword = system.feature('MOBILENUMPASSREG3');

  const submit = handleSubmit(async (form) => {
    setBusy(true);
    const referralCode = params.get('referralCode') ?? undefined;
    const result = await auth.registerMobile(
      {
        countryDialingCode: smsCode.dialingCode,
        mobileNum: form.mobileNum,
        code: form.code ?? '',
        password: form.password ?? '',
        confirmPassword: form.confirmPassword ?? '',
        termsAccepted: form.terms && form.age,
        ...(referralCode ? { referralCode } : {}),
      },
      smsCode.countries,
    );
    setBusy(false);
    show(result);
    if (result.ok) navigate('/');
  });

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="mobile-register-form">
      {withCode ? (
        <SmsCodeFields
          purpose="register"
          mobile={() => getValues('mobileNum')}
          mobileField={register('mobileNum')}
          codeField={register('code')}
          fieldError={errorOf}
        />
      ) : (
        <SmsCodeFields mobileField={register('mobileNum')} fieldError={errorOf} />
      )}
      {withPassword && (
        <div className="form__grid">
          <Field
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={ruleText(system.passwordPattern)}
            error={errorOf('password')}
            {...register('password')}
          />
          <Field
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errorOf('confirmPassword')}
            {...register('confirmPassword')}
          />
        </div>
      )}
      {!withCode && <HumanCheckButton />}
      <RegisterConsent terms={register('terms')} age={register('age')} error={general} busy={busy} />
    </form>
  );
});
