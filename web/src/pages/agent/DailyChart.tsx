import type { TeamDay } from '../../../../core/portal/agency/types';
import { chartBars } from './chart-bars';

const WIDTH = 640;
const HEIGHT = 180;

/** The team's profit and loss per day as bars above (players won) and below (players lost) zero. */
export function DailyChart({ days, label, empty, money }: { days: readonly TeamDay[]; label: string; empty: string; money: (minor: bigint) => string }) {
  const { bars, zeroY } = chartBars(
    days.map((d) => d.profitLoss),
    WIDTH,
    HEIGHT,
  );
  const labelEvery = Math.max(1, Math.ceil(days.length / 10));
  return (
    <figure className="agent-chart" data-testid="agent-chart">
      <figcaption>{label}</figcaption>
      {days.length === 0 && <p className="agent-chart__empty muted">{empty}</p>}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 22}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="agent-chart__zero" />
        {bars.map((bar, i) => (
          <rect key={days[i]!.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className={bar.negative ? 'agent-chart__bar agent-chart__bar--loss' : 'agent-chart__bar'}>
            <title>{`${days[i]!.day}: ${money(days[i]!.profitLoss)}`}</title>
          </rect>
        ))}
        {bars.map((bar, i) =>
          i % labelEvery === 0 ? (
            <text key={`l${days[i]!.day}`} x={bar.x + bar.width / 2} y={HEIGHT + 16} className="agent-chart__label" textAnchor="middle">
              {days[i]!.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
