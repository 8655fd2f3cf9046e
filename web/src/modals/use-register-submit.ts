import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import { useErrorText } from '../components/use-error-text';

/**
 * What both registration forms do around their call: busy while it runs, the referral code of the link it came by,
 * the answer's field failures each under its input and the rest above submit, and home once registered.
 */
export function useRegisterSubmit() {
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? errorText(failure) : undefined;
  };
  const send = async (register: (referral: { referralCode?: string }) => Promise<Result<unknown>>) => {
    setBusy(true);
    const referralCode = params.get('referralCode') ?? undefined;
    const result = await register(referralCode ? { referralCode } : {});
    setBusy(false);
    setFailures(result.ok ? [] : ((result.error.value?.['errors'] as Failure[] | undefined) ?? [result.error]));
    if (result.ok) navigate('/');
  };
  return { errorOf, general: failures.find((f) => !f.field || f.field === 'terms'), busy, send };
}
