import { sql, type Kysely } from 'kysely';
import type { StepKind } from '../../../core/domain/play/round-steps';
import type { SeamlessLook, SeamlessReads, SeamlessView } from '../../../core/platform/play/seamless/ports';
import { LEDGER_CODES } from '../../../core/platform/wallet/ledger';
import type { Schema } from '../schema';
import { playSessionOfJson } from './sql-play-sessions';
import { protectionOfJson } from './sql-protection';
import { transactionOf } from './sql-game-providers';

interface ViewRow {
  known: Record<string, unknown> | null;
  account_type: number | null;
  available: bigint | null;
  round: { id: number; provider: string; account_id: number; status: 'open' | 'closed'; steps: { kind: StepKind; amount: string }[] } | null;
  session: Record<string, unknown> | null;
  protection: Record<string, unknown> | null;
  bet: Record<string, unknown> | null;
}

const transaction = (json: Record<string, unknown> | null) =>
  json ? transactionOf({ ...json, amount: BigInt(json['amount'] as string) } as Parameters<typeof transactionOf>[0]) : null;

/**
 * A money call's reads in one statement: each part a JSON object (amounts as text), absent as
 * null. The round comes with its steps, the play session with its login's times.
 */
export class SqlSeamlessReads implements SeamlessReads {
  constructor(private readonly db: Kysely<Schema>) {}

  async view(look: SeamlessLook): Promise<SeamlessView> {
    const { rows } = await sql<ViewRow>`/* prepared seamless_view */
      SELECT
        (SELECT to_jsonb(t) || jsonb_build_object('amount', t.amount::text) FROM provider_transactions t WHERE t.provider = ${look.provider} AND t.tx_id = ${look.txId}) AS known,
        (SELECT type FROM accounts WHERE id = ${look.playerId}::int8) AS account_type,
        (SELECT balance - held FROM ledger_accounts WHERE code = ${LEDGER_CODES.memberMain(look.playerId)}) AS available,
        (SELECT jsonb_build_object('id', r.id, 'provider', r.provider, 'account_id', r.account_id, 'status', r.status,
                'steps', (SELECT coalesce(jsonb_agg(jsonb_build_object('kind', s.kind, 'amount', s.amount::text) ORDER BY s.id), '[]'::jsonb) FROM round_steps s WHERE s.round_id = r.id))
         FROM rounds r WHERE r.provider = ${look.provider} AND r.round_ref = ${look.roundRef}) AS round,
        (SELECT to_jsonb(p) || jsonb_build_object('demo_balance', p.demo_balance::text, 'login_last_seen_at', s.last_seen_at, 'login_expires_at', s.expires_at)
         FROM play_sessions p LEFT JOIN sessions s ON s.id = p.login_session_id AND s.revoked_at IS NULL
         WHERE p.token_hash = ${look.tokenHash ?? null} AND p.expires_at > ${look.at}) AS session,
        (SELECT to_jsonb(pa) FROM protection_accounts pa WHERE pa.account_id = ${look.playerId}::int8) AS protection,
        (SELECT to_jsonb(t) || jsonb_build_object('amount', t.amount::text) FROM provider_transactions t WHERE t.provider = ${look.provider} AND t.tx_id = ${look.betTxId ?? null}) AS bet`.execute(
      this.db,
    );
    const row = rows[0]!;
    return {
      known: transaction(row.known),
      accountType: row.account_type,
      available: row.available,
      round: row.round && {
        id: row.round.id,
        provider: row.round.provider,
        accountId: row.round.account_id,
        status: row.round.status,
        steps: row.round.steps.map((s) => ({ kind: s.kind, amount: BigInt(s.amount) })),
      },
      session: row.session && playSessionOfJson(row.session),
      protection: row.protection && protectionOfJson(row.protection),
      bet: transaction(row.bet),
    };
  }
}
