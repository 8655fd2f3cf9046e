import { useState } from 'react';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import { useErrorText } from '../components/use-error-text';

/** The field failures of a registration answer, each shown under its input, and the rest above submit. */
export function useRegisterFailures() {
  const errorText = useErrorText();
  const [failures, setFailures] = useState<Failure[]>([]);
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? errorText(failure) : undefined;
  };
  const general = failures.find((f) => !f.field || f.field === 'terms');
  const show = (result: Result<unknown>) => setFailures(result.ok ? [] : ((result.error.value?.['errors'] as Failure[] | undefined) ?? [result.error]));
  return { errorOf, general: general ? errorText(general) : undefined, show };
}
