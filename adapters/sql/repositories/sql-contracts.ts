import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ContractAction, ContractState, ContractStatus } from '../../../core/domain/agency/contract-lifecycle';
import type { ContractKind, ContractTerms, Tier } from '../../../core/domain/agency/contract-terms';
import type { Contract, ContractBook, ContractEvent, NewContract } from '../../../core/platform/agency/ports';
import type { ContractsTable, Schema } from '../schema';

const IN_FORCE = ['active', 'termination_requested'] as const;

/** Terms as JSON: amounts as decimal text, since JSON has no bigint. */
export function termsToJson(terms: ContractTerms): string {
  return JSON.stringify(terms, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
}

function termsFromJson(json: any): ContractTerms {
  if (json.kind === 'realtimeSalary') return { ...json, minBet: BigInt(json.minBet) };
  return {
    ...json,
    tiers: json.tiers.map((t: Record<string, string | number>): Tier => ({
      minValidBet: BigInt(t.minValidBet!),
      minLoss: BigInt(t.minLoss!),
      minActive: Number(t.minActive),
      rateBp: Number(t.rateBp),
    })),
  };
}

const toContract = (r: Selectable<ContractsTable>): Contract => ({
  id: r.id,
  kind: r.kind as ContractKind,
  holderId: r.holder_id,
  issuerId: r.issuer_id,
  terms: termsFromJson(r.terms),
  state: r.state as ContractState,
  terminationBy: r.termination_by as Contract['terminationBy'],
  createdAt: new Date(r.created_at),
  acceptedAt: r.accepted_at ? new Date(r.accepted_at) : null,
  endedAt: r.ended_at ? new Date(r.ended_at) : null,
});

/** Unique violations (a second offer or contract in force of a kind) answer as values, not errors. */
const isUniqueViolation = (e: unknown): boolean => (e as { code?: string })?.code === '23505';

export class SqlContractBook implements ContractBook {
  constructor(private readonly db: Kysely<Schema>) {}

  private async event(
    trx: Transaction<Schema> | Kysely<Schema>,
    contractId: number,
    action: ContractEvent['action'],
    actorId: number | null,
    state: ContractState,
    at: Date,
  ): Promise<void> {
    await trx.insertInto('contract_events').values({ contract_id: contractId, action, actor_id: actorId, state, at }).execute();
  }

  async end(ids: readonly number[], at: Date, actorId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => (await this.endIn(trx, ids, at, actorId)) > 0);
  }

  /** `actorId` null: contracts a change of another contract ends. */
  private async endIn(trx: Transaction<Schema>, ids: readonly number[], at: Date, actorId: number | null = null): Promise<number> {
    if (ids.length === 0) return 0;
    const ended = await trx
      .updateTable('contracts')
      .set({ state: 'terminated', termination_by: null, ended_at: at })
      .where('id', 'in', [...ids])
      .where('state', 'in', [...IN_FORCE])
      .returning('id')
      .execute();
    for (const { id } of ended) await this.event(trx, id, 'end', actorId, 'terminated', at);
    return ended.length;
  }

  async offer(c: NewContract, actorId: number): Promise<Contract | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('contracts')
          .values({ kind: c.terms.kind, holder_id: c.holderId, issuer_id: c.issuerId, terms: termsToJson(c.terms), state: 'offered', created_at: c.at })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.event(trx, row.id, 'offer', actorId, 'offered', c.at);
        return toContract(row);
      });
    } catch (e) {
      if (isUniqueViolation(e)) return null;
      throw e;
    }
  }

  async setInForce(c: NewContract, ending: readonly number[], actorId: number): Promise<Contract> {
    return this.db.transaction().execute(async (trx) => {
      await this.endIn(trx, ending, c.at);
      const row = await trx
        .insertInto('contracts')
        .values({
          kind: c.terms.kind,
          holder_id: c.holderId,
          issuer_id: c.issuerId,
          terms: termsToJson(c.terms),
          state: 'active',
          created_at: c.at,
          accepted_at: c.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.event(trx, row.id, 'set', actorId, 'active', c.at);
      return toContract(row);
    });
  }

  async find(id: number): Promise<Contract | null> {
    const row = await this.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toContract(row) : null;
  }

  async inForce(holderId: number, kind: ContractKind): Promise<Contract | null> {
    const row = await this.db
      .selectFrom('contracts')
      .selectAll()
      .where('holder_id', '=', holderId)
      .where('kind', '=', kind)
      .where('state', 'in', [...IN_FORCE])
      .executeTakeFirst();
    return row ? toContract(row) : null;
  }

  async issuedInForce(issuerId: number, kind: ContractKind): Promise<Contract[]> {
    const rows = await this.db
      .selectFrom('contracts')
      .selectAll()
      .where('issuer_id', '=', issuerId)
      .where('kind', '=', kind)
      .where('state', 'in', [...IN_FORCE])
      .orderBy('id')
      .execute();
    return rows.map(toContract);
  }

  async involving(accountId: number): Promise<Contract[]> {
    const rows = await this.db
      .selectFrom('contracts')
      .selectAll()
      .where((eb) => eb.or([eb('holder_id', '=', accountId), eb('issuer_id', '=', accountId)]))
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return rows.map(toContract);
  }

  async events(contractIds: readonly number[]): Promise<ContractEvent[]> {
    if (contractIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('contract_events')
      .selectAll()
      .where('contract_id', 'in', [...contractIds])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      contractId: r.contract_id,
      action: r.action as ContractEvent['action'],
      actorId: r.actor_id,
      state: r.state as ContractState,
      at: new Date(r.at),
    }));
  }

  async move(
    id: number,
    from: ContractStatus,
    to: ContractStatus,
    step: { action: ContractAction; actorId: number; at: Date },
    ending: readonly number[],
  ): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await this.endIn(trx, ending, step.at);
        const ends = to.state === 'terminated' || to.state === 'rejected';
        const moved = await trx
          .updateTable('contracts')
          .set({
            state: to.state,
            termination_by: to.terminationBy,
            ...(step.action === 'accept' ? { accepted_at: step.at } : {}),
            ...(ends ? { ended_at: step.at } : {}),
          })
          .where('id', '=', id)
          .where('state', '=', from.state)
          .where(from.terminationBy === null ? sql<boolean>`termination_by IS NULL` : sql<boolean>`termination_by = ${from.terminationBy}`)
          .returning('id')
          .executeTakeFirst();
        if (!moved) throw new Moved();
        await this.event(trx, id, step.action, step.actorId, to.state, step.at);
        return true;
      });
    } catch (e) {
      if (e instanceof Moved || isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async inForceAt(kinds: readonly ContractKind[], to: Date): Promise<Contract[]> {
    const rows = await this.db
      .selectFrom('contracts')
      .selectAll()
      .where('kind', 'in', [...kinds])
      .where('accepted_at', '<', to)
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', to)]))
      .where('state', 'in', [...IN_FORCE, 'terminated'])
      .orderBy('id')
      .execute();
    return rows.map(toContract);
  }
}

/** Rolls the transaction back when the contract moved under us. */
class Moved extends Error {}
