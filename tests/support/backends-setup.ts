import { postgresAnswers } from './backends';
import { prepareTemplates } from './templates';

/**
 * Decides once per run which storage back ends the suites cover, and says so; makes the run's
 * template databases. Under CI, PostgreSQL must answer: a green run without it proves half as much.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const postgres = process.env['PORTAL_TEST_POSTGRES'] !== '0' && (await postgresAnswers());
  if (!postgres && process.env['CI']) throw new Error('CI is set and no PostgreSQL answered on 127.0.0.1:5432: the PostgreSQL suites cannot be skipped in CI');
  process.env['PORTAL_TEST_POSTGRES'] = postgres ? '1' : '0';
  console.log(`storage back ends under test: PGlite${postgres ? ' and PostgreSQL (127.0.0.1:5432)' : ' only (no PostgreSQL answered on 127.0.0.1:5432)'}`);
  return prepareTemplates(postgres);
}
