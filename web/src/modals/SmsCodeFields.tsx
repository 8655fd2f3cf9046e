import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SmsCodePurpose } from '../../../core/portal/access/request-sms-code';
import { Field } from '../components/Field';
import { useErrorText } from '../components/use-error-text';
import { FormError } from '../components/FormError';
import { useStores } from '../stores/stores-context';

interface CodeProps {
  readonly purpose: SmsCodePurpose;
  /** Reads the mobile number typed so far, when the code is asked for. */
  readonly mobile: () => string;
  readonly codeField: UseFormRegisterReturn;
}

type SmsCodeFieldsProps = {
  readonly mobileField: UseFormRegisterReturn;
  readonly fieldError: (field: string) => string | undefined;
} & (CodeProps | { readonly [K in keyof CodeProps]?: undefined });

/**
 * Country code, mobile number, and the code with its 'send code' button and countdown (SMS
 * code); without a code field, only the number.
 */
export const SmsCodeFields = observer(function SmsCodeFields({ mobileField, fieldError, ...code }: SmsCodeFieldsProps) {
  const { smsCode } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const countryId = useId();
  useEffect(() => {
    void smsCode.loadCountries();
  }, [smsCode]);
  const sendError = smsCode.error ? errorText(smsCode.error) : undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={countryId}>{t('auth.country')}</label>
        <div className="field__control field__control--select">
          <select id={countryId} dir="ltr" value={smsCode.dialingCode} onChange={(e) => smsCode.choose(e.target.value)} data-testid="dialing-code">
            {smsCode.countries.map((c) => (
              <option key={c.dialingCode} value={c.dialingCode}>
                {`${c.country} ${c.dialingCode}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field
        label={t('auth.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        error={fieldError('mobileNum') ?? fieldError('username') ?? (smsCode.error?.field === 'mobileNum' ? sendError : undefined)}
        {...mobileField}
      />
      {code.codeField && (
        <Field
          label={t('auth.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          error={fieldError('code') ?? fieldError('password')}
          adornment={
            <button
              type="button"
              className="button button--ghost button--sm"
              disabled={!smsCode.canSend}
              onClick={() => void smsCode.send(code.purpose, code.mobile())}
              data-testid="send-code"
            >
              {smsCode.secondsLeft > 0 ? t('auth.resendIn', { seconds: smsCode.secondsLeft }) : t('auth.sendCode')}
            </button>
          }
          {...code.codeField}
        />
      )}
      {smsCode.secondsLeft > 0 && (
        <p className="field__hint" role="status">
          {t('auth.codeSent', { minutes: Math.ceil(smsCode.secondsLeft / 60) })}
        </p>
      )}
      {smsCode.error?.field !== 'mobileNum' && <FormError failure={smsCode.error} />}
    </>
  );
});
