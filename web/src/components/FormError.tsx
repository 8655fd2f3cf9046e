import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../core/domain/kernel/result';
import { useErrorText } from './use-error-text';

interface FormErrorProps {
  readonly failure: Failure | null | undefined;
  /** A failed load offers to try again. */
  readonly retry?: () => void;
  readonly testId?: string;
}

/** A failure that is no one field's, said in a line of its own; nothing without one. */
export function FormError({ failure, retry, testId }: FormErrorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!failure) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {errorText(failure)}
      {retry && (
        <>
          {' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('system.retry')}
          </button>
        </>
      )}
    </p>
  );
}
