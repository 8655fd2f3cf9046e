import type { CalendarDate } from '../../../../core/domain/kernel/calendar';
import type { TeamDay } from '../../../../core/portal/agency/types';
import { chartBars, everyDay } from './chart-bars';

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 22;

/** The team's profit and loss per day of the period as bars above (players won) and below (players lost) zero, against a round scale. */
export function DailyChart({
  from,
  to,
  days,
  label,
  empty,
  money,
}: {
  from: CalendarDate;
  to: CalendarDate;
  days: readonly TeamDay[];
  label: string;
  empty: string;
  money: (minor: bigint) => string;
}) {
  const series = everyDay(from, to, days, (d) => d.profitLoss);
  const { bars, zeroY, top, bottom } = chartBars(
    series.map((d) => d.value),
    WIDTH,
    HEIGHT,
  );
  const labelEvery = Math.max(1, Math.ceil(series.length / 10));
  return (
    <figure className="agent-chart" data-testid="agent-chart">
      <figcaption>{label}</figcaption>
      {days.length === 0 && <p className="agent-chart__empty muted">{empty}</p>}
      <div className="agent-chart__plot">
        {days.length > 0 && (
          <>
            <span className="agent-chart__scale agent-chart__scale--top" data-testid="agent-chart-top">
              {money(top)}
            </span>
            <span className="agent-chart__scale agent-chart__scale--bottom" data-testid="agent-chart-bottom">
              {money(bottom)}
            </span>
          </>
        )}
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={label} preserveAspectRatio="none">
          <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="agent-chart__zero" />
          {bars.map((bar, i) =>
            bar.height === 0 ? null : (
              <rect
                key={series[i]!.day}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={2}
                className={bar.negative ? 'agent-chart__bar agent-chart__bar--loss' : 'agent-chart__bar'}
                data-testid="agent-chart-bar"
              >
                <title>{`${series[i]!.day}: ${money(series[i]!.value)}`}</title>
              </rect>
            ),
          )}
          {bars.map((bar, i) =>
            i % labelEvery === 0 ? (
              <text key={`l${series[i]!.day}`} x={bar.x + bar.width / 2} y={HEIGHT + 16} className="agent-chart__label" textAnchor="middle">
                {series[i]!.day.slice(5)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
    </figure>
  );
}
