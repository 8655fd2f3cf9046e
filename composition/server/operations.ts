import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../adapters/sql/database';
import { PeriodicJob } from '../../adapters/scheduler/periodic-job';
import { SqlOperationsFigures } from '../../adapters/sql/operations-figures';
import type { OperationsFacts } from '../../adapters/api-server/operations/operations-facts';
import { PROJECT_ROOT } from '../project';

const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export function operationsFacts(db: Database['db'], jobs: readonly PeriodicJob[]): OperationsFacts {
  const figures = new SqlOperationsFigures(db);
  const startedAt = Date.now();
  return {
    version: VERSION,
    uptimeSeconds: () => Math.round((Date.now() - startedAt) / 1000),
    databaseAnswers: () => figures.answers(),
    jobLags: () => jobs.map((job) => ({ job: job.name, lagSeconds: job.lagSeconds(), runs: job.runs })),
    ledgerTransfers: () => figures.transfersByKind(),
    outboxLagSeconds: () => figures.outboxLagSeconds(),
  };
}
