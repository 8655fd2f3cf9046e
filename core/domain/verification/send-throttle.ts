/** How often codes may be sent ("too many requests, retry after 5 minutes"). */
export interface SendLimits {
  /** Between two codes to the same destination. */
  readonly gapMs: number;
  /** Codes to one destination per window. */
  readonly perDestination: number;
  /** Codes asked from one IP address per window. */
  readonly perIp: number;
  readonly windowMs: number;
}

export const SEND_LIMITS: SendLimits = { gapMs: 60_000, perDestination: 5, perIp: 20, windowMs: 3_600_000 };

/** What was sent lately: the send times to this destination and from this IP, within the window. */
export interface SendHistory {
  readonly toDestination: readonly Date[];
  readonly fromIp: number;
}

/**
 * Null when a new code may go out now, otherwise the refusal: a second request within the gap,
 * or a destination or IP over its hourly quota, all answered 'too many requests' (retry in 5 minutes).
 */
export function sendRefusal(history: SendHistory, now: Date, limits: SendLimits = SEND_LIMITS): 'verification.too_many_requests' | null {
  const recent = history.toDestination.filter((at) => now.getTime() - at.getTime() < limits.windowMs);
  const last = recent.reduce((latest, at) => Math.max(latest, at.getTime()), Number.NEGATIVE_INFINITY);
  if (now.getTime() - last < limits.gapMs) return 'verification.too_many_requests';
  if (recent.length >= limits.perDestination || history.fromIp >= limits.perIp) return 'verification.too_many_requests';
  return null;
}
