import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { FormError } from '../../components/FormError';

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
  return (
    <>
      {failure && !failure.field && <FormError failure={failure} />}
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
