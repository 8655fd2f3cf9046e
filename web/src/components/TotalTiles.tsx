/** A tile's label, its figure and, where it shows a gain or a loss, its tone. */
export type TotalTile = readonly [label: string, value: string, tone?: 'credit' | 'debit'];

/** Figures over a record's filter as a row of tiles. */
export function TotalTiles({ tiles, label, className, testId }: { tiles: readonly TotalTile[]; label?: string; className?: string; testId?: string }) {
  return (
    <dl className={className ? `record-totals ${className}` : 'record-totals'} aria-label={label} data-testid={testId}>
      {tiles.map(([title, value, tone]) => (
        <div key={title} className={`record-totals__tile${tone ? ` record-totals__tile--${tone}` : ''}`}>
          <dt>{title}</dt>
          <dd>
            <span className="money">{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
