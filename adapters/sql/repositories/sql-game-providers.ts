import { sql, type Kysely, type Selectable } from 'kysely';
import { stepEffect, type NewRoundStep } from '../../../core/domain/play/round-steps';
import type {
  AnsweredTransaction,
  GameProvider,
  GameProviderRepository,
  ProviderTransaction,
  ProviderTransactionRepository,
} from '../../../core/platform/play/seamless/ports';
import type { ProviderTransactionsTable, Schema } from '../schema';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';

/** Every signed provider call looks its provider up; a found one is kept this long (providers are only ever added). */
const KNOWN_FOR_MS = 60_000;

export class SqlGameProviders implements GameProviderRepository {
  private readonly known = new Map<string, { provider: GameProvider; until: number }>();

  constructor(private readonly db: Kysely<Schema>) {}

  async find(code: string): Promise<GameProvider | null> {
    const kept = this.known.get(code);
    if (kept && kept.until > Date.now()) return kept.provider;
    const row = await this.db.selectFrom('game_providers').select(['code', 'secret', 'currency']).where('code', '=', code).executeTakeFirst();
    if (row) this.known.set(code, { provider: row, until: Date.now() + KNOWN_FOR_MS });
    return row ?? null;
  }

  async create(provider: GameProvider, by: AuditActor): Promise<boolean> {
    const added = await acting(this.db, by, (db) =>
      db
        .insertInto('game_providers')
        .values(provider)
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('code')
        .executeTakeFirst(),
    );
    return added !== undefined;
  }
}

type TransactionRow = Selectable<ProviderTransactionsTable>;

export const transactionOf = (r: TransactionRow): ProviderTransaction => ({
  provider: r.provider,
  txId: r.tx_id,
  kind: r.kind as ProviderTransaction['kind'],
  payloadHash: r.payload_hash,
  playerId: r.player_id,
  roundId: r.round_ref,
  gameCode: r.game_code,
  amount: r.amount,
  response: r.response as Record<string, string> | null,
});

export class SqlProviderTransactions implements ProviderTransactionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async cancelUnseen(tx: Omit<ProviderTransaction, 'response' | 'kind' | 'payloadHash'>): Promise<boolean> {
    const added = await this.db
      .insertInto('provider_transactions')
      .values({
        provider: tx.provider,
        tx_id: tx.txId,
        kind: 'tombstone',
        payload_hash: '',
        player_id: tx.playerId,
        round_ref: tx.roundId,
        game_code: tx.gameCode,
        amount: tx.amount,
        response: null,
      })
      .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
      .returning('tx_id')
      .executeTakeFirst();
    return added !== undefined;
  }

  async answer(tx: AnsweredTransaction, step?: { readonly step: NewRoundStep; readonly balanceAfter: bigint }): Promise<boolean> {
    const s = step?.step;
    const { stake, win } = s ? stepEffect(s) : { stake: 0n, win: 0n };
    const result = await sql<{ tx_id: string }>`
      WITH answered AS (
        INSERT INTO provider_transactions (provider, tx_id, kind, payload_hash, player_id, round_ref, game_code, amount, response)
        VALUES (${tx.provider}, ${tx.txId}, ${tx.kind}, ${tx.payloadHash}, ${tx.playerId}, ${tx.roundId}, ${tx.gameCode}, ${tx.amount}, ${JSON.stringify(tx.response)}::jsonb)
        ON CONFLICT (provider, tx_id) DO NOTHING RETURNING tx_id
      ), added AS (
        INSERT INTO round_steps (round_id, kind, tx_id, amount, at, detail, balance_after)
        SELECT ${s?.roundId ?? null}::int, ${s?.kind ?? null}, ${s?.txId ?? null}, ${s?.amount ?? null}::int8, ${s?.at ?? null}::timestamptz, ${JSON.stringify(s?.detail ?? {})}::jsonb, ${step?.balanceAfter ?? null}::int8
        FROM answered WHERE ${s !== undefined}
        ON CONFLICT (round_id, kind, tx_id) DO NOTHING RETURNING round_id
      ), totals AS (
        UPDATE rounds SET stake = stake + ${stake}, win = win + ${win}, balance_after = ${step?.balanceAfter ?? null}::int8, step_count = step_count + 1, refunded = refunded OR ${s?.kind === 'refund'}
        WHERE id IN (SELECT round_id FROM added)
      )
      SELECT tx_id FROM answered`.execute(this.db);
    return result.rows.length > 0;
  }
}
