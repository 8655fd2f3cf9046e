/** Just enough of the Prometheus text format (version 0.0.4) for counters, gauges and histograms with labels. */

type Labels = Readonly<Record<string, string>>;

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const entries = Object.entries(labels);
  return entries.length === 0 ? '' : `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
};
const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels));
const header = (name: string, help: string, type: string) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

export interface Sample {
  readonly labels: Labels;
  readonly value: number;
}

export class Counter {
  private readonly values = new Map<string, Sample>();

  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(labels);
    this.values.set(key, { labels, value: (this.values.get(key)?.value ?? 0) + by });
  }

  render(): string {
    return header(this.name, this.help, 'counter') + [...this.values.values()].map((s) => `${this.name}${labelText(s.labels)} ${s.value}\n`).join('');
  }
}

/** Renders samples read at scrape time (from the database or the process). */
export function renderGauge(name: string, help: string, samples: readonly Sample[], type: 'gauge' | 'counter' = 'gauge'): string {
  return header(name, help, type) + samples.map((s) => `${name}${labelText(s.labels)} ${s.value}\n`).join('');
}

interface Series {
  readonly labels: Labels;
  readonly counts: number[];
  sum: number;
  count: number;
}

export class Histogram {
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = keyOf(labels);
    let series = this.series.get(key);
    if (!series) {
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    this.buckets.forEach((bound, i) => {
      if (value <= bound) series.counts[i]! += 1;
    });
    series.sum += value;
    series.count += 1;
  }

  render(): string {
    let text = header(this.name, this.help, 'histogram');
    for (const s of this.series.values()) {
      this.buckets.forEach((bound, i) => (text += `${this.name}_bucket${labelText({ ...s.labels, le: String(bound) })} ${s.counts[i]}\n`));
      text += `${this.name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}\n`;
      text += `${this.name}_sum${labelText(s.labels)} ${s.sum}\n${this.name}_count${labelText(s.labels)} ${s.count}\n`;
    }
    return text;
  }
}
