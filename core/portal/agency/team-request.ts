import type { QuickPick } from '../../domain/kernel/calendar';
import type { Clock } from '../../domain/kernel/ports';
import type { Result } from '../../domain/kernel/result';
import { periodOf } from '../records/load-bet-record';
import type { TeamQuery } from './types';

/** A team page as a screen asks for it: a quick pick (resolved where the operator is) or dates. */
export interface TeamRequest extends Omit<TeamQuery, 'pageNo'> {
  readonly quickPick?: QuickPick;
  readonly timeZone?: string;
  readonly pageNo?: number;
}

/** The query a request names: dates checked, a quick pick turned into dates, the page at least 1. */
export function teamQueryOf(request: TeamRequest, clock: Clock): Result<TeamQuery> {
  const period = periodOf(request, clock);
  if (!period.ok) return period;
  const search = request.search?.trim() ?? '';
  return {
    ok: true,
    value: {
      ...period.value,
      ...(request.parent !== undefined ? { parent: request.parent } : {}),
      ...(search ? { search } : {}),
      pageNo: Math.max(1, Math.trunc(request.pageNo ?? 1)),
    },
  };
}
