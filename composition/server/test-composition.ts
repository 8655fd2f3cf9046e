import type { ScryptCost } from '../../adapters/crypto/scrypt-hasher';
import type { Clock } from '../../core/domain/kernel/ports';

/** What only a test composes differently: `portal serve`, `npm start`, `portal db` and the load run never pass it. */
export interface TestComposition {
  /** A cheap scrypt cost for the hashes this server makes; hashes of any cost still verify. */
  readonly passwordCost: ScryptCost;
  /** A cheap proof of work for logins without failures; it still grows with failures by the same rule. */
  readonly humanWorkBase?: number;
  /** The periodic jobs run only when the test runs them (`runJob`), never on their timers. */
  readonly manualJobs: boolean;
  /** The server's time, which a test may move forward; the wall clock when absent. */
  readonly clock?: Clock;
  /** Every periodic job runs at least this often on its timer, and at most this often when money moves. */
  readonly jobEveryMs?: number;
}
