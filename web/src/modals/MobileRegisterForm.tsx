import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { HumanCheckButton } from '../components/HumanCheckButton';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useStores } from '../stores/stores-context';
import { RegisterConsent } from './RegisterConsent';
import { SmsCodeFields } from './SmsCodeFields';
import { useRegisterSubmit } from './use-register-submit';

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
  const { errorOf, general, busy, send } = useRegisterSubmit();
  const { register, handleSubmit, getValues } = useForm<MobileForm>({ defaultValues: { terms: false, age: false } });
  useEffect(() => () => smsCode.stop(), [smsCode]);
  const withCode = system.feature('REGMOBVERF3');
  const withPassword = system.feature('MOBILENUMPASSREG3');

  const submit = handleSubmit((form) =>
    send((referral) =>
      auth.registerMobile(
        {
          countryDialingCode: smsCode.dialingCode,
          mobileNum: form.mobileNum,
          code: form.code ?? '',
          password: form.password ?? '',
          confirmPassword: form.confirmPassword ?? '',
          termsAccepted: form.terms && form.age,
          ...referral,
        },
        smsCode.countries,
      ),
    ),
  );

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
          <NewPasswordFields labels="account" password={register('password')} confirm={register('confirmPassword')} errorOf={errorOf} />
        </div>
      )}
      {!withCode && <HumanCheckButton />}
      <RegisterConsent terms={register('terms')} age={register('age')} error={general} busy={busy} />
    </form>
  );
});
