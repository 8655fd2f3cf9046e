import { postgresAnswers } from './backends';

/** Decides once per run which storage back ends the suites cover, and says so. */
export default async function setup(): Promise<void> {
  const postgres = process.env['PORTAL_TEST_POSTGRES'] !== '0' && (await postgresAnswers());
  process.env['PORTAL_TEST_POSTGRES'] = postgres ? '1' : '0';
  console.log(`storage back ends under test: PGlite${postgres ? ' and PostgreSQL (127.0.0.1:5432)' : ' only (no PostgreSQL answered on 127.0.0.1:5432)'}`);
}
