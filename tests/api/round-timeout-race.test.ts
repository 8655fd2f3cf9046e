import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessKeyedLock } from '../../adapters/memory/in-process-lock';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlProtection } from '../../adapters/sql/repositories/sql-protection';
import { SqlFairSeeds } from '../../adapters/sql/repositories/sql-fair-seeds';
import { nodeFairCrypto } from '../../adapters/crypto/fair-crypto';
import { SqlRounds } from '../../adapters/sql/repositories/sql-rounds';
import { SettleStaleRounds } from '../../core/platform/play/settle-stale-rounds';
import { ProtectionGuard } from '../../core/platform/protection/guard';
import { testBackends } from '../support/backends';
import { signedCall, playToken, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const ROUNDS = 12;
const STAKE = 100n;
const WIN = 250n;

describe.each(testBackends())('a provider win racing the timeout refund of its round on %s', (backend) => {
  let server: TestServer;
  let member: { id: number; token: string };
  let provider: ProviderCredentials;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('race'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'RACEPROV' } })).body.value;
  });
  afterAll(async () => server?.close());

  it('exactly one of the win and the refund lands when the win reaches one process while another refunds the round', async () => {
    const { db } = server.database;
    const seamless = (action: string, body: Record<string, string>) =>
      signedCall(server, provider, action, { playerId: String(member.id), gameCode: 'PROV_GAME', currency: 'PKR', ...body });
    const balance = async () => BigInt((await signedCall(server, provider, 'balance', { playerId: String(member.id) })).body.value.balance);
    const token = await playToken(server, member.token);
    const rounds = new SqlRounds(db);
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      expect((await seamless('bet', { roundId: `race-${i}`, token, txId: `bet-${i}`, amount: STAKE.toString() })).status).toBe(200);
      ids.push((await rounds.findByRef('RACEPROV', `race-${i}`))!.id);
    }
    const before = await balance();
    server.clock.advance(2 * 3_600_000);

    // Another server process: its own ledger, rounds and in-process lock on the same database.
    const otherProcess = new SettleStaleRounds({
      rounds: new SqlRounds(db),
      ledger: new SqlLedger(db),
      settings: server.settings,
      seeds: new SqlFairSeeds(db),
      crypto: nodeFairCrypto,
      lock: new InProcessKeyedLock(),
      clock: server.clock,
      guard: new ProtectionGuard({ protection: new SqlProtection(db), settings: server.settings, clock: server.clock }),
    });
    const [, ...wins] = await Promise.all([
      otherProcess.execute(),
      ...ids.map((_, i) => seamless('win', { roundId: `race-${i}`, txId: `win-${i}`, amount: WIN.toString() })),
    ]);

    const landed = await sql<{
      reference: string;
      kind: string;
    }>`SELECT reference, kind FROM ledger_transfers WHERE reference LIKE 'RACEPROV:race-%' AND kind IN ('win', 'refund')`.execute(db);
    let expected = before;
    for (let i = 0; i < ROUNDS; i++) {
      const kinds = landed.rows.filter((r) => r.reference === `RACEPROV:race-${i}`).map((r) => r.kind);
      expect(kinds, `round race-${i}`).toHaveLength(1);
      const answer = wins[i]!;
      if (kinds[0] === 'win') {
        expect(answer.status).toBe(200);
        expected += WIN;
      } else {
        expect(answer.body.code).toBe('seamless.round_closed');
        expected += STAKE;
      }
    }
    await otherProcess.execute();
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM rounds WHERE id = ANY(${ids}::int[]) AND status = 'open'`.execute(db)).rows[0]!.n).toBe(0);
    expect(await balance()).toBe(expected);
    expect((await new SqlLedger(db).audit()).ok).toBe(true);
  });
});
