import { useTranslation } from 'react-i18next';
import { patternOfFailure } from '../../../core/domain/access/pattern-message';
import type { Failure } from '../../../core/domain/kernel/result';
import { useStores } from '../stores/stores-context';
import { useDateTime } from './use-date-time';
import { useRuleText } from './use-rule-text';

/**
 * One mapping from failure codes to text: the i18n key `errors.<code>` with the failure's params;
 * a field rule's failure says what the rule accepts.
 * A break's end (`value.until`) is shown in the operator's zone, as every time on the site; a self-exclusion without one is permanent.
 */
export function useErrorText(): (failure: Failure | null | undefined) => string {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime(useStores().system.status?.timezone);
  const ruleText = useRuleText();
  return (failure) => {
    if (!failure) return '';
    const rule = patternOfFailure(failure);
    if (rule) return ruleText(rule) ?? '';
    const until = failure.value?.['until'];
    const code = failure.code === 'protection.self_excluded' && typeof until !== 'string' ? 'protection.self_excluded_permanent' : failure.code;
    const key = `errors.${code}`;
    const params = typeof until === 'string' ? { ...failure.params, until: dateTime(until) } : (failure.params ?? {});
    return i18n.exists(key) ? t(key, params) : t('errors.unknown');
  };
}

/** The text of a failure for the field it names, and nothing for the other fields. */
export function useFieldError(failure: Failure | null | undefined): (field: string) => string | undefined {
  const errorText = useErrorText();
  return (field) => (failure?.field === field ? errorText(failure) : undefined);
}
