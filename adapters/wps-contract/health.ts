import { Type, type Static } from 'typebox';

export const Liveness = Type.Object({
  version: Type.String(),
  uptimeSeconds: Type.Number({ description: 'seconds since this process started' }),
});

export const Readiness = Type.Object({
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  ready: Type.Boolean({ description: 'the database answers and the process is not draining' }),
  draining: Type.Boolean({ description: 'the process is shutting down and finishing the requests it holds' }),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  schedulerLagSeconds: Type.Number({ description: 'how far the most overdue periodic job of this process is behind its period' }),
});

export type LivenessDto = Static<typeof Liveness>;
export type ReadinessDto = Static<typeof Readiness>;
