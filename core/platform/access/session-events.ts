import type { MemberEvent } from '../messages/ports';

/** On the member's live channel when one of its login sessions ends (payload `{ sessionId }`), written by storage as the session is revoked. */
export const SESSION_ENDED_EVENT = 'session_ended';

/** Whether the event ends the login session `sessionId`, so that whatever it opened (its live sockets) closes. */
export const endsSession = (event: MemberEvent, sessionId: number): boolean => event.event === SESSION_ENDED_EVENT && event.payload['sessionId'] === sessionId;
