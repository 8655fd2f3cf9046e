import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../core/domain/kernel/result';

/** One mapping from failure codes to text: the i18n key `errors.<code>` with the failure's params. */
export function useErrorText(): (failure: Failure | null | undefined) => string {
  const { t, i18n } = useTranslation();
  return (failure) => {
    if (!failure) return '';
    const key = `errors.${failure.code}`;
    return i18n.exists(key) ? t(key, failure.params ?? {}) : t('errors.unknown');
  };
}
