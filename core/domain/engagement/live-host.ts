import { checkPrintable } from '../kernel/free-text';
import { fail, ok, type Result } from '../kernel/result';

/** A live host (CBS_modelList): who players watch and chat with. */
export interface LiveHostInput {
  readonly name: string;
  readonly pictureUrl: string;
  readonly streamUrl: string;
  /** When the host is on, as the operator writes it ("Mon–Fri 20:00–23:00"). */
  readonly schedule: string;
}

export interface LiveHost extends LiveHostInput {
  readonly id: number;
  readonly enabled: boolean;
  readonly createdAt: Date;
}

export const LIVE_HOST_NAME_MAX = 64;
export const LIVE_HOST_SCHEDULE_MAX = 200;
export const LIVE_HOST_URL_MAX = 500;

/** A picture may be one of the portal's own paths; a stream is always an https address. */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const WEB_ADDRESS = /^https:\/\/[^\s/?#]+(\/[^\s]*)?$/;

/** The host as stored: trimmed, every field checked; the first failure names its field. */
export function checkLiveHost(input: LiveHostInput): Result<LiveHostInput> {
  const name = input.name.trim();
  const schedule = input.schedule.trim();
  const pictureUrl = input.pictureUrl.trim();
  const streamUrl = input.streamUrl.trim();
  if (name === '' || [...name].length > LIVE_HOST_NAME_MAX) return fail('live.invalid_name', { field: 'name', params: { max: LIVE_HOST_NAME_MAX } });
  const printableName = checkPrintable('name', name, 'line');
  if (!printableName.ok) return printableName;
  if (pictureUrl.length > LIVE_HOST_URL_MAX || !(SITE_PATH.test(pictureUrl) || WEB_ADDRESS.test(pictureUrl)))
    return fail('live.invalid_picture', { field: 'pictureUrl' });
  if (streamUrl.length > LIVE_HOST_URL_MAX || !WEB_ADDRESS.test(streamUrl)) return fail('live.invalid_stream', { field: 'streamUrl' });
  if ([...schedule].length > LIVE_HOST_SCHEDULE_MAX) return fail('live.invalid_schedule', { field: 'schedule', params: { max: LIVE_HOST_SCHEDULE_MAX } });
  const printableSchedule = checkPrintable('schedule', schedule, 'line');
  if (!printableSchedule.ok) return printableSchedule;
  return ok({ name, pictureUrl, streamUrl, schedule });
}

/** The query parameter of liveChatUrl. */
export const LIVE_CHAT_PARAM = 'liveChat';

/** Where the portal opens a member's chat room with a host: the chat widget, in that host's room. */
export const liveChatUrl = (hostId: number): string => `/?${LIVE_CHAT_PARAM}=${hostId}`;

/** The host whose room a chat URL's query opens, or null when it names none. */
export function liveChatHost(search: { get(name: string): string | null }): number | null {
  const value = search.get(LIVE_CHAT_PARAM);
  return value !== null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}
