import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Escape and the close button; false for modals the user must answer (forced password change). */
  readonly dismissible?: boolean;
  /** The login popup cannot be closed by clicking outside it. */
  readonly closeOnBackdrop?: boolean;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly aside?: ReactNode;
  readonly testId?: string;
}

/** A native modal <dialog>: the browser traps focus, Escape raises `cancel`. */
export function Modal({ title, onClose, children, dismissible = true, closeOnBackdrop = true, size = 'md', aside, testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}${aside ? ' modal--split' : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && closeOnBackdrop && dismissible) onClose();
      }}
    >
      {aside && <div className="modal__aside">{aside}</div>}
      <div className="modal__body">
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('auth.close')}>
              <Icon name="close" />
            </button>
          )}
        </header>
        {children}
      </div>
    </dialog>
  );
}
