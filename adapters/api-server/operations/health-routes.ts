import type { FastifyInstance } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../wps-contract/envelope';
import { Liveness, Readiness, type ReadinessDto } from '../../wps-contract/health';
import { EmptyQuery } from '../../wps-contract/system';
import { failureEnvelope, okEnvelope } from '../envelope';
import { schedulerLagSeconds, type DrainState, type OperationsFacts } from './operations-facts';
import { responses } from '../routes/schemas';

/** Liveness: the process answers. Readiness: it should get traffic — the database answers and it is not draining. */
export function healthRoutes(app: FastifyInstance, facts: OperationsFacts, drain: DrainState): void {
  app.get('/wps/health/live', { schema: { tags: ['system'], querystring: EmptyQuery, response: responses(Liveness) } }, async () =>
    okEnvelope({ version: facts.version, uptimeSeconds: facts.uptimeSeconds() }),
  );

  const readiness = { 200: Envelope(Readiness), 503: Envelope(Readiness), '4xx': ErrorEnvelope };
  app.get('/wps/health/ready', { schema: { tags: ['system'], querystring: EmptyQuery, response: readiness } }, async (_request, reply) => {
    const database = (await facts.databaseAnswers()) ? 'up' : 'down';
    const status: ReadinessDto = {
      version: facts.version,
      uptimeSeconds: facts.uptimeSeconds(),
      ready: database === 'up' && !drain.draining,
      draining: drain.draining,
      database,
      schedulerLagSeconds: schedulerLagSeconds(facts),
    };
    if (status.ready) return okEnvelope(status);
    const code = drain.draining ? 'system.draining' : 'system.database_unavailable';
    return reply.status(503).send({ ...failureEnvelope({ code }), value: status });
  });
}
