import { Type, type Static } from 'typebox';
import { Minor } from './wallet';

export const SessionSummary = Type.Object({
  startedAt: Type.String({ format: 'date-time', description: 'when this login began' }),
  now: Type.String({ format: 'date-time', description: "the server's time, to count the session from whatever the client's clock says" }),
  previousLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'the login before this one; null on the first' }),
  intervalSeconds: Type.Integer({ minimum: 1, description: 'a reality check falls due at startedAt + k × interval' }),
  wagered: Minor,
  won: Minor,
  net: Minor,
});

export type SessionSummaryDto = Static<typeof SessionSummary>;
