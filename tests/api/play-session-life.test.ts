import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { playToken, signedCall, PLAY_SESSION_HEADER, type ProviderCredentials } from '../support/seamless-provider';
import { loginEndings } from '../support/login-endings';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { expectBooksClean } from '../support/books';

const PASSWORD = 'Abc12345';

describe.each(testBackends())('a play session lives with its login on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let provider: ProviderCredentials;
  let sequence = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'LIFE' } })).body.value;
  });
  afterAll(async () => server?.close());

  const playing = async () => {
    const username = uniqueUsername('life');
    const member = await registerMember(server, username, PASSWORD);
    await fundMember(server, staff, member.token, '100');
    return { ...member, username, play: await playToken(server, member.token, 'HOUSE_DICE') };
  };
  const roll = (play: string) =>
    call(server, 'POST', '/wps/house/dice/play', {
      headers: { [PLAY_SESSION_HEADER]: play },
      body: { amount: '100', params: { direction: 'over', target: 5000 } },
    });
  const bet = (member: { id: number; play: string }) => {
    sequence += 1;
    const txId = `life-${member.id}-${sequence}`;
    const body = { playerId: String(member.id), token: member.play, txId, roundId: `${txId}-r`, gameCode: 'LIFE_GAME', amount: '100', currency: 'PKR' };
    return signedCall(server, provider, 'bet', body).then((answer) => ({ answer, txId, roundId: body.roundId }));
  };
  const expectPlays = async (member: { id: number; play: string }) => {
    expect((await roll(member.play)).status).toBe(200);
    expect((await bet(member)).answer.status).toBe(200);
  };
  const expectRefused = async (member: { id: number; play: string }, code: string) => {
    expect((await roll(member.play)).body.code).toBe(code);
    expect((await bet(member)).answer.body.code).toBe(code);
  };

  const endings = loginEndings(
    () => server,
    () => staff,
    PASSWORD,
  );

  it.each(endings)('house play and a provider bet with the play token are refused after %s', async (_name, end) => {
    const member = await playing();
    await expectPlays(member);
    expect((await end(member)).status).toBe(200);
    await expectRefused(member, 'play.session_expired');
  });

  it('a play session of another login of the member still plays after one login ends', async () => {
    const member = await playing();
    const other = await bearerLogin(server, member.username, PASSWORD);
    expect((await call(server, 'DELETE', '/wps/session/logout', { token: other })).status).toBe(200);
    await expectPlays(member);
  });

  it('maintenance refuses house play and provider bets, still settles what was staked, and play resumes after it', async () => {
    const member = await playing();
    const staked = await bet(member);
    expect(staked.answer.status).toBe(200);
    const kept = await bet(member);
    expect(kept.answer.body.value.balance).toBe('9800');
    const maintenance = (enabled: boolean) => putSetting(server, staff, 'maintenance', { enabled, message: 'Back soon.' });
    expect((await maintenance(true)).status).toBe(200);
    try {
      await expectRefused(member, 'system.maintenance');
      const rollback = await signedCall(server, provider, 'rollback', {
        playerId: String(member.id),
        txId: `${staked.txId}-rb`,
        roundId: staked.roundId,
        betTxId: staked.txId,
      });
      expect(rollback.status).toBe(200);
      expect(rollback.body.value.balance).toBe('9900');
      const win = await signedCall(server, provider, 'win', {
        playerId: String(member.id),
        txId: `${kept.txId}-w`,
        roundId: kept.roundId,
        gameCode: 'LIFE_GAME',
        amount: '50',
        currency: 'PKR',
      });
      expect(win.body.value.balance).toBe('9950');
    } finally {
      expect((await maintenance(false)).status).toBe(200);
    }
    await expectPlays(member);
  });

  it('leaves the ledger balanced and the audit chain whole', async () => {
    await expectBooksClean(server, staff);
  });
});
