export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral';

/** A status pill: colour for the eye, the text for everyone else. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span className="status-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
