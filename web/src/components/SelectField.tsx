import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon } from './Icon';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/** A labelled select with its error under it, styled like Field. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, children, ...select }, ref) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__control field__control--select">
        <select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
          {children}
        </select>
        <Icon name="chevronDown" size={16} className="field__chevron" />
      </div>
      {error && (
        <div className="field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
});
