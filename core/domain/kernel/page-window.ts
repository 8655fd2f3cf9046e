/**
 * The page numbers a pager shows (notices: range 5, 1 margin page): up to `range` pages
 * around the current one, the first and last `margin` pages, and a gap ('…') where pages are left out.
 */
export function pageWindow(page: number, pages: number, range = 5, margin = 1): (number | 'gap')[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), pages - range + 1));
  const shown = new Set<number>();
  for (let n = start; n < start + range && n <= pages; n++) shown.add(n);
  for (let n = 1; n <= Math.min(margin, pages); n++) shown.add(n);
  for (let n = Math.max(1, pages - margin + 1); n <= pages; n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? (['gap', n] as const) : ([n] as const)));
}
