/** Answer times and outcomes per route label, for the figures a load phase prints. */
export class RouteFigures {
  private readonly times = new Map<string, number[]>();
  private readonly failures = new Map<string, Map<string, number>>();

  record(route: string, ms: number, failure: string | null): void {
    if (failure) {
      const byKind = this.failures.get(route) ?? new Map<string, number>();
      byKind.set(failure, (byKind.get(failure) ?? 0) + 1);
      this.failures.set(route, byKind);
      return;
    }
    const list = this.times.get(route) ?? [];
    list.push(ms);
    this.times.set(route, list);
  }

  get succeeded(): number {
    return [...this.times.values()].reduce((n, list) => n + list.length, 0);
  }

  get failed(): number {
    return [...this.failures.values()].reduce((n, byKind) => n + [...byKind.values()].reduce((a, b) => a + b, 0), 0);
  }

  /** Failures by kind (`http 503 system.database_unavailable`, `connection reset`…), all routes. */
  failureKinds(): Map<string, number> {
    const all = new Map<string, number>();
    for (const byKind of this.failures.values()) for (const [kind, n] of byKind) all.set(kind, (all.get(kind) ?? 0) + n);
    return all;
  }

  /** Answers, p50 and p99 of `routes` taken together. */
  over(routes: readonly string[]): { answered: number; p50: number; p99: number } {
    const sorted = routes.flatMap((route) => this.times.get(route) ?? []).sort((a, b) => a - b);
    return { answered: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }

  table(seconds: number): string[] {
    const routes = [...new Set([...this.times.keys(), ...this.failures.keys()])].sort();
    const rows = routes.map((route) => {
      const sorted = [...(this.times.get(route) ?? [])].sort((a, b) => a - b);
      const failed = [...(this.failures.get(route)?.values() ?? [])].reduce((a, b) => a + b, 0);
      return `| ${route} | ${sorted.length} | ${(sorted.length / seconds).toFixed(1)} | ${fmt(percentile(sorted, 0.5))} | ${fmt(percentile(sorted, 0.99))} | ${failed} |`;
    });
    return ['| route | answered | per s | p50 ms | p99 ms | failed |', '|---|---:|---:|---:|---:|---:|', ...rows];
  }
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms.toFixed(ms < 10 ? 1 : 0));
