import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** A database slower than this to answer `SELECT 1` counts as down: readiness must answer the load balancer in time. */
const ANSWER_TIMEOUT_MS = 2000;

/** Figures the health and metrics routes read from the database. */
export class SqlOperationsFigures {
  constructor(private readonly db: Kysely<Schema>) {}

  async answers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS)));
    const answered = sql`SELECT 1`.execute(this.db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async transfersByKind(): Promise<{ labels: { kind: string }; value: number }[]> {
    const rows = await this.db
      .selectFrom('ledger_transfers')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    return rows.map((r) => ({ labels: { kind: r.kind }, value: Number(r.n) }));
  }

  async outboxLagSeconds(): Promise<number> {
    const row = await this.db
      .selectFrom('outbox')
      .select(sql<number | null>`extract(epoch from now() - min(created_at))::float8`.as('lag'))
      .where('published_at', 'is', null)
      .executeTakeFirst();
    return Math.max(0, row?.lag ?? 0);
  }
}
