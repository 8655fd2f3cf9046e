import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../../../core/platform/access/ports';
import type { WalletLedger } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';
import { HELP_ARTICLES } from './help-articles';
import { seedCatalog } from './seed-catalog';
import { seedDemoEngagement } from './demo-engagement';
import { seedDemoAgency } from './demo-agency';
import { seedDemoStorefront } from './demo-storefront';

/** Demo accounts of the README; created only in a demo (`--demo`). */
export const DEMO_ACCOUNTS = [
  { username: 'support', password: 'Support#2026', type: 90, role: 'staff' },
  { username: 'demo_player', password: 'Player#2026', type: 0, role: 'member' },
  { username: 'demo_agent', password: 'Agent#2026', type: 1, role: 'agent' },
] as const;

export interface SeedReport {
  readonly helpArticles: number;
  readonly demoAccounts: readonly string[];
  /** Catalogue games added: the house's own, or the demo catalogue in a demo (on the first start only). */
  readonly games: number;
}

/** Idempotent: running it again adds only what is missing. */
export async function seed(
  db: Kysely<Schema>,
  hasher: PasswordHasher,
  ledger: WalletLedger,
  options: { demo: boolean; currency: string },
): Promise<SeedReport> {
  const inserted = await db
    .insertInto('help_articles')
    .values(HELP_ARTICLES.map((a, sort) => ({ ...a, sort })))
    .onConflict((oc) => oc.columns(['lang', 'slug']).doNothing())
    .returning('id')
    .execute();
  const demoAccounts: string[] = [];
  if (options.demo) {
    for (const demo of DEMO_ACCOUNTS) {
      const exists = await db.selectFrom('accounts').select('id').where('username', '=', demo.username).executeTakeFirst();
      if (exists) continue;
      const row = await db
        .insertInto('accounts')
        .values({
          username: demo.username,
          nickname: demo.username,
          type: demo.type,
          password_hash: await hasher.hash(demo.password),
          register_ip: 'seed',
          profile: '{}',
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      await ledger.openMainWallet(row.id, options.currency);
      demoAccounts.push(demo.username);
    }
    if (demoAccounts.includes('demo_player')) await placeUnderDemoAgent(db, 'demo_player');
    await seedDemoEngagement(db, new Date());
    await seedDemoStorefront(db, new Date());
    await seedDemoAgency(db, new Date());
  }
  return { helpArticles: inserted.length, demoAccounts, games: await seedCatalog(db, options) };
}

/** The demo tree: demo_player sits directly under demo_agent, for team transfers. */
async function placeUnderDemoAgent(db: Kysely<Schema>, username: string): Promise<void> {
  const agent = await db.selectFrom('accounts').select('id').where('username', '=', 'demo_agent').executeTakeFirst();
  if (agent) await db.updateTable('accounts').set({ upline_id: agent.id }).where('username', '=', username).where('upline_id', 'is', null).execute();
}
