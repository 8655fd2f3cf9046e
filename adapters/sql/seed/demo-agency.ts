import type { Kysely } from 'kysely';
import type { ContractTerms } from '../../../core/domain/agency/contract-terms';
import { termsToJson } from '../repositories/sql-contracts';
import type { Schema } from '../schema';

/** The demo agent's contracts with the platform, so the agent centre shows its wages and dividend pages. */
const DEMO_TERMS: readonly ContractTerms[] = [
  {
    kind: 'dailySalary',
    tiers: [
      { minValidBet: 0n, minLoss: 0n, minActive: 0, rateBp: 100 },
      { minValidBet: 100_000n, minLoss: 0n, minActive: 3, rateBp: 150 },
    ],
  },
  { kind: 'dividend', period: 'weekly', tiers: [{ minValidBet: 0n, minLoss: 0n, minActive: 0, rateBp: 1000 }] },
];

/** Added once, when demo_agent holds no contract yet. */
export async function seedDemoAgency(db: Kysely<Schema>, now: Date): Promise<void> {
  const agent = await db.selectFrom('accounts').select('id').where('username', '=', 'demo_agent').executeTakeFirst();
  if (!agent) return;
  if (await db.selectFrom('contracts').select('id').where('holder_id', '=', agent.id).limit(1).executeTakeFirst()) return;
  for (const terms of DEMO_TERMS) {
    const row = await db
      .insertInto('contracts')
      .values({ kind: terms.kind, holder_id: agent.id, issuer_id: null, terms: termsToJson(terms), state: 'active', created_at: now, accepted_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('contract_events').values({ contract_id: row.id, action: 'set', actor_id: null, state: 'active', at: now }).execute();
  }
}
