import { sql, type Kysely } from 'kysely';
import type { HouseRoundStart, HouseRounds } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';
import { playSessionOfJson } from './sql-play-sessions';
import { protectionOfJson } from './sql-protection';

interface StartRow {
  session: Record<string, unknown> | null;
  available: bigint | null;
  protection: Record<string, unknown> | null;
  seeds: { id: number; account_id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number } | null;
  round_id: number | null;
}

/**
 * A house round's start in one statement: the play session with its login's times, and for a
 * member the wallet, the protection record, the active seed pair's next nonce (taken) and the
 * round's id (taken from the rounds' sequence). Each part is a JSON object, absent as null.
 */
export class SqlHouseRounds implements HouseRounds {
  constructor(private readonly db: Kysely<Schema>) {}

  async start(tokenHash: string, now: Date): Promise<HouseRoundStart> {
    const { rows } = await sql<StartRow>`/* prepared house_start */
      WITH play AS (
        SELECT p.*, s.last_seen_at AS login_last_seen_at, s.expires_at AS login_expires_at
        FROM play_sessions p LEFT JOIN sessions s ON s.id = p.login_session_id AND s.revoked_at IS NULL
        WHERE p.token_hash = ${tokenHash} AND p.expires_at > ${now}
      ), seeds AS (
        UPDATE fair_seeds SET nonce = nonce + 1 WHERE account_id = (SELECT account_id FROM play) AND revealed_at IS NULL
        RETURNING id, account_id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce
      )
      SELECT
        (SELECT to_jsonb(play) || jsonb_build_object('demo_balance', play.demo_balance::text) FROM play) AS session,
        (SELECT balance - held FROM ledger_accounts WHERE code = 'member:' || (SELECT account_id FROM play) || ':main') AS available,
        (SELECT to_jsonb(pa) FROM protection_accounts pa WHERE pa.account_id = (SELECT account_id FROM play)) AS protection,
        (SELECT to_jsonb(seeds) FROM seeds) AS seeds,
        (SELECT nextval(pg_get_serial_sequence('rounds', 'id'))::int FROM play WHERE account_id IS NOT NULL) AS round_id`.execute(this.db);
    const row = rows[0]!;
    const seeds = row.seeds;
    return {
      session: row.session && playSessionOfJson(row.session),
      available: row.available,
      protection: row.protection && protectionOfJson(row.protection),
      seeds: seeds && {
        id: seeds.id,
        accountId: seeds.account_id,
        serverSeed: seeds.server_seed,
        serverSeedHash: seeds.server_seed_hash,
        clientSeed: seeds.client_seed,
        nonce: seeds.nonce,
        revealedAt: null,
      },
      roundId: row.round_id,
    };
  }
}
