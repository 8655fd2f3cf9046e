import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Failure } from '../../../../core/domain/kernel/result';
import { useFieldError } from '../../components/use-error-text';
import { SmsCodeFields } from '../../modals/SmsCodeFields';
import { useStores } from '../../stores/stores-context';
import { ContactFormFooter } from './ContactFormFooter';

/** A new mobile number and the code texted to it. */
export const MobileBindForm = observer(function MobileBindForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { security, smsCode } = useStores();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, getValues } = useForm({ defaultValues: { mobileNum: '', code: '' } });
  const submit = handleSubmit(async (form) => {
    const result = await security.bindContact({ kind: 'mobile', mobileNum: form.mobileNum, countryDialingCode: smsCode.dialingCode, code: form.code });
    if (!result.ok) return setFailure(result.error);
    smsCode.stop();
    onDone();
  });
  const fieldError = useFieldError(failure);
  return (
    <form className="form contact-form" onSubmit={submit} noValidate data-testid="bind-mobile-form">
      <SmsCodeFields
        purpose="bind"
        mobile={() => getValues('mobileNum')}
        mobileField={register('mobileNum')}
        codeField={register('code')}
        fieldError={fieldError}
      />
      <ContactFormFooter failure={failure} busy={security.busy} submitTestId="bind-mobile-submit" onCancel={onCancel} />
    </form>
  );
});
