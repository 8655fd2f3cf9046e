import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../core/domain/kernel/result';
import { useStores } from '../stores/stores-context';
import { useDateTime } from './use-date-time';

/**
 * One mapping from failure codes to text: the i18n key `errors.<code>` with the failure's params.
 * A break's end (`value.until`) is shown in the operator's zone, as every time on the site; a self-exclusion without one is permanent.
 */
export function useErrorText(): (failure: Failure | null | undefined) => string {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime(useStores().system.status?.timezone);
  return (failure) => {
    if (!failure) return '';
    const until = failure.value?.['until'];
    const code = failure.code === 'protection.self_excluded' && typeof until !== 'string' ? 'protection.self_excluded_permanent' : failure.code;
    const key = `errors.${code}`;
    const params = typeof until === 'string' ? { ...failure.params, until: dateTime(until) } : (failure.params ?? {});
    return i18n.exists(key) ? t(key, params) : t('errors.unknown');
  };
}
