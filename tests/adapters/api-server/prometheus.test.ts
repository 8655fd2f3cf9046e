import { describe, expect, it } from 'vitest';
import { Counter, Histogram, renderGauge } from '../../../adapters/api-server/operations/prometheus';

describe('the Prometheus text format', () => {
  it('renders a counter per label set, escaping backslashes, quotes and new lines in label values', () => {
    const counter = new Counter('portal_x_total', 'things');
    counter.inc({ route: '/a' });
    counter.inc({ route: '/a' }, 2);
    counter.inc({ route: 'q"u\\o\nte' });
    expect(counter.render()).toBe(
      '# HELP portal_x_total things\n# TYPE portal_x_total counter\nportal_x_total{route="/a"} 3\nportal_x_total{route="q\\"u\\\\o\\nte"} 1\n',
    );
  });

  it('renders cumulative histogram buckets with +Inf, sum and count', () => {
    const histogram = new Histogram('portal_t_seconds', 'time', [0.1, 1]);
    for (const v of [0.05, 0.5, 0.5, 3]) histogram.observe({ route: '/r' }, v);
    expect(histogram.render().split('\n')).toEqual([
      '# HELP portal_t_seconds time',
      '# TYPE portal_t_seconds histogram',
      'portal_t_seconds_bucket{route="/r",le="0.1"} 1',
      'portal_t_seconds_bucket{route="/r",le="1"} 3',
      'portal_t_seconds_bucket{route="/r",le="+Inf"} 4',
      'portal_t_seconds_sum{route="/r"} 4.05',
      'portal_t_seconds_count{route="/r"} 4',
      '',
    ]);
  });

  it('renders gauges read at scrape time, without braces when there is no label', () => {
    expect(renderGauge('portal_g', 'g', [{ labels: {}, value: 2 }])).toBe('# HELP portal_g g\n# TYPE portal_g gauge\nportal_g 2\n');
  });
});
