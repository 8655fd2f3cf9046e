import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { seededDraw } from '../support/play-simulation';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername, type Answer } from '../support/wps-http';

/**
 * A provider simulator plays hundreds of rounds per back end through the HTTP API the way real networks
 * behave: requests sent twice at once, responses lost and the request sent again, a timed-out
 * bet rolled back instead of retried, rollbacks that overtake their bet, rollbacks of bets never
 * sent, wins on rounds no bet landed on (refused). It keeps its own books; afterwards the ledger
 * audit is clean and every round's stake and win, and every player's balance, match them.
 */
const PLAYERS = 8;
const ROUNDS = 400;
const FUNDS = 1_000_000n;

interface Books {
  stake: bigint;
  win: bigint;
}

describe.each(testBackends())('provider simulator on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let provider: ProviderCredentials;
  const players: { id: number; play: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'SIM' } })).body.value;
    for (let i = 0; i < PLAYERS; i++) {
      const member = await registerMember(server, uniqueUsername('sim'), 'Abc12345');
      await fundMember(server, staff, member.token, String(FUNDS / 100n));
      players.push({ id: member.id, play: await playToken(server, member.token) });
    }
  }, 180_000);
  afterAll(async () => server?.close());

  it(`${ROUNDS} rounds with retries, duplicates, lost answers and reordered rollbacks keep the books`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const random = seededDraw(seed);
        const chance = (p: number) => random() < p;
        const amount = (max: number) => BigInt(1 + Math.floor(random() * max));
        const books = new Map<string, Books>();
        const playerNet = new Map<number, bigint>();

        /** Sends until an answer is seen, sometimes twice at once, sometimes losing the first answer. */
        const deliver = async (action: string, body: Record<string, string>): Promise<Answer> => {
          if (chance(0.1)) {
            const [a, b] = await Promise.all([signedCall(server, provider, action, body), signedCall(server, provider, action, body)]);
            expect(b.body).toEqual(a.body);
            return a;
          }
          const first = await signedCall(server, provider, action, body);
          if (!chance(0.1)) return first;
          const retried = await signedCall(server, provider, action, body);
          expect(retried.body).toEqual(first.body);
          return retried;
        };

        const playRound = async (player: { id: number; play: string }, n: number) => {
          const roundId = `p${player.id}-r${n}`;
          const base = { playerId: String(player.id), roundId };
          const book: Books = { stake: 0n, win: 0n };
          books.set(roundId, book);
          const bets: { txId: string; amount: bigint; landed: boolean }[] = [];
          // A bet that landed opened the round (its rollback does not undo that); only then may a win land.
          let opened = false;
          const rollback = async (betTxId: string, bet?: { amount: bigint; landed: boolean }) => {
            const answer = await deliver('rollback', { ...base, txId: `${betTxId}-rb`, betTxId });
            expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
            if (bet?.landed) book.stake -= bet.amount;
            if (bet) bet.landed = false;
          };
          for (let b = 0; b < 1 + Math.floor(random() * 2); b++) {
            const txId = `${roundId}-b${b}`;
            const stake = amount(5000);
            const overtaken = chance(0.05);
            if (overtaken) await rollback(txId);
            const bet = { txId, amount: stake, landed: false };
            bets.push(bet);
            const body = { ...base, token: player.play, txId, gameCode: 'SIM_SLOT', amount: stake.toString(), currency: 'PKR' };
            if (chance(0.05)) {
              // The provider never saw the answer and cancels the bet instead of retrying it.
              opened ||= (await signedCall(server, provider, 'bet', body)).body.success;
              bet.landed = true;
              book.stake += stake;
              await rollback(txId, bet);
              continue;
            }
            const answer = await deliver('bet', body);
            if (overtaken) {
              expect(answer.body.code).toBe('seamless.bet_cancelled');
            } else if (answer.body.success) {
              bet.landed = opened = true;
              book.stake += stake;
            } else {
              expect(answer.body.code).toBe('wallet.insufficient_funds');
            }
          }
          const ending = random();
          const live = bets.filter((b) => b.landed);
          if (ending < 0.2 && live.length > 0) {
            await rollback(live[0]!.txId, live[0]);
          } else if (ending < 0.25) {
            await rollback(`${roundId}-ghost`);
          } else {
            const won = chance(0.5) ? amount(Number(book.stake > 0n ? book.stake * 2n : 100n)) : 0n;
            const answer = await deliver('win', { ...base, txId: `${roundId}-w`, gameCode: 'SIM_SLOT', amount: won.toString(), currency: 'PKR' });
            if (opened) {
              expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
              book.win += won;
            } else {
              expect(answer.body.code).toBe('seamless.win_without_bet');
            }
          }
          expect((await deliver('endRound', base)).body.success).toBe(true);
          playerNet.set(player.id, (playerNet.get(player.id) ?? 0n) - book.stake + book.win);
        };

        await Promise.all(
          players.map(async (player, p) => {
            for (let n = p; n < ROUNDS; n += PLAYERS) await playRound(player, n);
          }),
        );

        const audit = await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true });
        expect(audit.body.value.ok).toBe(true);
        const stored = await sql<{ round_ref: string; stake: bigint; win: bigint; status: string }>`
          SELECT round_ref, stake, win, status FROM rounds WHERE provider = 'SIM'`.execute(server.database.db);
        const recorded = new Map(stored.rows.map((r) => [r.round_ref, r]));
        for (const [roundId, book] of books) {
          const row = recorded.get(roundId);
          if (!row) {
            expect(book, roundId).toEqual({ stake: 0n, win: 0n });
            continue;
          }
          expect({ stake: row.stake, win: row.win, status: row.status }, roundId).toEqual({ stake: book.stake, win: book.win, status: 'closed' });
        }
        for (const player of players) {
          const balance = await signedCall(server, provider, 'balance', { playerId: String(player.id) });
          expect(BigInt(balance.body.value.balance)).toBe(FUNDS + (playerNet.get(player.id) ?? 0n));
        }
        await sql`DELETE FROM rounds WHERE provider = 'SIM'`.execute(server.database.db);
      }),
      { numRuns: 1, endOnFailure: true },
    );
  }, 600_000);
});
