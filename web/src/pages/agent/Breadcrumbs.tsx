export interface Crumb {
  readonly key: string | number;
  readonly label: string;
  readonly open: () => void;
}

/** The path drilled down to: every step but the last opens its level again. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      {crumbs.map((crumb, i) => (
        <span key={crumb.key} className="breadcrumbs__item">
          {i < crumbs.length - 1 ? (
            <button type="button" className="link-button" onClick={crumb.open}>
              {crumb.label}
            </button>
          ) : (
            <strong aria-current="page">{crumb.label}</strong>
          )}
        </span>
      ))}
    </nav>
  );
}
