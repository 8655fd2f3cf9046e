import { sql, type Kysely } from 'kysely';
import type { NewSeed, SeedPair, SeedRepository } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

interface SeedRow {
  id: number;
  account_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  revealed_at: Date | null;
}

const toPair = (r: SeedRow): SeedPair => ({
  id: r.id,
  accountId: r.account_id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  revealedAt: r.revealed_at,
});

/** Seed pairs; the partial unique index keeps one unrevealed pair per player. */
export class SqlFairSeeds implements SeedRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  private async ensure(accountId: number, fresh: NewSeed): Promise<void> {
    await sql`
      INSERT INTO fair_seeds (account_id, server_seed, server_seed_hash, client_seed)
      VALUES (${accountId}, ${fresh.serverSeed}, ${fresh.serverSeedHash}, ${fresh.clientSeed})
      ON CONFLICT (account_id) WHERE revealed_at IS NULL DO NOTHING`.execute(this.db);
  }

  async active(accountId: number, fresh: NewSeed): Promise<SeedPair> {
    await this.ensure(accountId, fresh);
    const row = await this.db
      .selectFrom('fair_seeds')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return toPair(row as SeedRow);
  }

  async takeNonce(accountId: number, fresh: NewSeed): Promise<SeedPair> {
    for (;;) {
      await this.ensure(accountId, fresh);
      const taken = await sql<SeedRow>`
        UPDATE fair_seeds SET nonce = nonce + 1 WHERE account_id = ${accountId} AND revealed_at IS NULL
        RETURNING id, account_id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce, revealed_at`.execute(this.db);
      // A rotation between the insert and the update leaves no active pair: try again.
      if (taken.rows[0]) return toPair(taken.rows[0]);
    }
  }

  async rotate(accountId: number, next: NewSeed, at: Date): Promise<{ revealed: SeedPair | null; active: SeedPair }> {
    const revealed = await this.db.transaction().execute(async (trx) => {
      const retired = await sql<SeedRow>`
        UPDATE fair_seeds SET revealed_at = ${at} WHERE account_id = ${accountId} AND revealed_at IS NULL
        RETURNING id, account_id, server_seed, server_seed_hash, client_seed, nonce, revealed_at`.execute(trx);
      await sql`
        INSERT INTO fair_seeds (account_id, server_seed, server_seed_hash, client_seed)
        VALUES (${accountId}, ${next.serverSeed}, ${next.serverSeedHash}, ${next.clientSeed})
        ON CONFLICT (account_id) WHERE revealed_at IS NULL DO NOTHING`.execute(trx);
      return retired.rows[0] ? toPair(retired.rows[0]) : null;
    });
    return { revealed, active: await this.active(accountId, next) };
  }

  async find(id: number): Promise<SeedPair | null> {
    const row = await this.db.selectFrom('fair_seeds').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPair(row as SeedRow) : null;
  }
}
