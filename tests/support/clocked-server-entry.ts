import { createServerLogger, startServer } from '../../composition/server/serve';
import { MovableClock } from './movable-clock';
import { TEST_COMPOSITION } from './templates';

/**
 * `portal serve` as a test composes it, in its own process on a PostgreSQL URL or a PGlite data folder: the test's password cost, the periodic
 * jobs on their timers every 2 s, and a clock the parent test moves forward with an IPC message `{ advance: ms }`
 * (answered `{ advanced: ms }`), so processes sharing a database agree on the time the test chose.
 */
const [port, storage] = process.argv.slice(2) as [string, string];
const onPostgres = storage.startsWith('postgres');
const clock = new MovableClock();
const server = await startServer(
  {
    databaseUrl: onPostgres ? storage : undefined,
    dataDir: onPostgres ? '' : storage,
    demo: false,
    port: Number(port),
    host: '127.0.0.1',
    trustProxy: true,
    logger: createServerLogger('error'),
    metricsToken: undefined,
  },
  { ...TEST_COMPOSITION, manualJobs: false, jobEveryMs: 2_000, clock },
);
process.on('message', (message: { advance: number }) => {
  clock.advance(message.advance);
  process.send!({ advanced: message.advance });
});
process.once('SIGTERM', () => void server.close(0).then(() => process.exit(0)));
console.log('portal listening');
