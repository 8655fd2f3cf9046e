import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { useErrorText } from '../../components/use-error-text';

/** A binding form's error not tied to a field, and its confirm and cancel buttons. */
export function ContactFormFooter({
  failure,
  busy,
  submitTestId,
  onCancel,
}: {
  failure: Failure | null;
  busy: boolean;
  submitTestId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {failure && !failure.field && (
        <p className="form__error" role="alert">
          {errorText(failure)}
        </p>
      )}
      <div className="contact-form__actions">
        <button type="submit" className="button button--primary button--sm" disabled={busy} data-testid={submitTestId}>
          {t('contact.confirm')}
        </button>
        <button type="button" className="button button--ghost button--sm" onClick={onCancel}>
          {t('contact.cancel')}
        </button>
      </div>
    </>
  );
}
