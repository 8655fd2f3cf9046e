import type { Kysely } from 'kysely';
import type { GameProvider, GameProviderRepository, ProviderTransaction, ProviderTransactionRepository } from '../../../core/platform/play/seamless/ports';
import type { Schema } from '../schema';
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
    const added = await acting(this.db, by, (db) => db.insertInto('game_providers').values(provider).onConflict((oc) => oc.column('code').doNothing()).returning('code').executeTakeFirst());
    return added !== undefined;
  }
}

export class SqlProviderTransactions implements ProviderTransactionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async find(provider: string, txId: string): Promise<ProviderTransaction | null> {
    const r = await this.db.selectFrom('provider_transactions').selectAll().where('provider', '=', provider).where('tx_id', '=', txId).executeTakeFirst();
    if (!r) return null;
    return {
      provider: r.provider,
      txId: r.tx_id,
      kind: r.kind as ProviderTransaction['kind'],
      payloadHash: r.payload_hash,
      playerId: r.player_id,
      roundId: r.round_ref,
      gameCode: r.game_code,
      amount: r.amount,
      response: r.response as Record<string, string> | null,
    };
  }

  async claim(tx: Omit<ProviderTransaction, 'response'>): Promise<boolean> {
    const added = await this.db
      .insertInto('provider_transactions')
      .values({ provider: tx.provider, tx_id: tx.txId, kind: tx.kind, payload_hash: tx.payloadHash, player_id: tx.playerId, round_ref: tx.roundId, game_code: tx.gameCode, amount: tx.amount, response: null })
      .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
      .returning('tx_id')
      .executeTakeFirst();
    return added !== undefined;
  }

  async complete(provider: string, txId: string, response: Readonly<Record<string, string>>): Promise<void> {
    await this.db.updateTable('provider_transactions').set({ response: JSON.stringify(response) }).where('provider', '=', provider).where('tx_id', '=', txId).execute();
  }

  async release(provider: string, txId: string): Promise<void> {
    await this.db.deleteFrom('provider_transactions').where('provider', '=', provider).where('tx_id', '=', txId).where('response', 'is', null).execute();
  }
}
