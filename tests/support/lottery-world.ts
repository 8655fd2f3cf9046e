import { sql } from 'kysely';
import { payoutTable } from '../../core/domain/lottery/payout-tables';
import { drawPricer } from '../../core/domain/lottery/ticket-pricing';
import type { LotteryFamily } from '../../core/domain/lottery/bets';
import type { PrizeMode } from '../../core/domain/catalog/prize-mode';
import type { LotteryTicketDto } from '../../adapters/wps-contract/lottery';
import { clearOfEdge } from './clock-edges';
import type { MovableClock } from './movable-clock';
import type { TestServer } from './test-server';
import { call } from './wps-http';

/** Every game drawn each minute with no cut-off, so a test waits at most a minute for a draw. */
export const EVERY_MINUTE = {
  closeBeforeSeconds: 0,
  officialVoidAfterMinutes: 2880,
  schedules: ['VN_FAST', 'VN_NORTH', 'SEA_4D', 'LOTT_1M', 'ELOTT_1M'].map((gameCode) => ({ gameCode, everyMinutes: 1, dailyAt: [] })),
  stake: { min: 100, max: 10_000_000 },
};

/** Draws close on the minute: a test that reads the next draw and bets on it starts with `needMs` to spare on the server's clock. */
export const clearOfMinuteEdge = (clock: MovableClock, needMs = 20_000): void => clearOfEdge(clock, 60_000, 0, needMs);

/**
 * Moves the server's clock on by `stepMs` and runs the draw job until `probe` answers: draws come
 * due, are drawn and settled as the scheduler would do them, without waiting for the wall clock.
 */
export async function untilDrawn<T>(
  server: TestServer,
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  stepMs = 30_000,
  maxSteps = 20,
): Promise<T> {
  for (let step = 0; ; step++) {
    const value = await probe();
    if (value) return value;
    if (step === maxSteps) throw new Error(`${what}: not so after moving the clock ${(maxSteps * stepMs) / 1000} s on`);
    server.clock.advance(stepMs);
    await server.runJob('lottery_draws');
  }
}

export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 100_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function mainBalance(server: TestServer, accountId: number): Promise<bigint> {
  const rows = await sql<{
    available: string;
  }>`SELECT (balance - held)::text AS available FROM ledger_accounts WHERE code = ${`member:${accountId}:main`}`.execute(server.database.db);
  return BigInt(rows.rows[0]?.available ?? '0');
}

export async function currentDrawOf(
  server: TestServer,
  gameCode: string,
): Promise<{ drawId: string; drawAt: string; seedHash: string | null; closesAt: string }> {
  const menu = await call(server, 'GET', '/wps/lgw/games/game_menus');
  return menu.body.value.games.find((g: { gameCode: string }) => g.gameCode === gameCode).next;
}

/** What the rules say each ticket wins on the draw's published result. */
export function expectedWin(family: LotteryFamily, mode: PrizeMode, result: Record<string, string[]>, ticket: LotteryTicketDto): bigint {
  const priceOf = drawPricer(family, result, payoutTable(family, mode));
  return priceOf({ kind: ticket.kind, picks: ticket.picks, stake: BigInt(ticket.stake), ...(ticket.position === null ? {} : { position: ticket.position }) });
}

/** The previous draw id of a once-a-minute schedule: one number back, or the day before's last. */
export function previousDrawId(drawId: string): string {
  const [day, n] = drawId.split('-') as [string, string];
  const number = Number(n);
  if (number > 1) return `${day}-${String(number - 1).padStart(4, '0')}`;
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) - 1));
  return `${date.toISOString().slice(0, 10).replaceAll('-', '')}-1440`;
}

export const nextDrawId = (drawId: string, ahead: number): string => {
  const [day, n] = drawId.split('-') as [string, string];
  return `${day}-${String(Number(n) + ahead).padStart(4, '0')}`;
};
