/** The one channel every server process LISTENs on (see NoticeListener), and the notices it carries. */
export const NOTICE_CHANNEL = 'portal_notices';
/** Followed by the comma-separated ids of outbox rows just claimed. */
export const EVENTS_NOTICE = 'events:';
/** The catalogue changed: drop the cached pages and lists. */
export const CACHES_NOTICE = 'caches';
