import { describe, expect, it } from 'vitest';
import { AnswerRealityCheck } from '../../../core/portal/protection/answer-reality-check';
import { AnsweredChecks, LoadRealityCheck } from '../../../core/portal/protection/load-reality-check';
import { RealityCheckStore } from '../../../web/src/stores/reality-check-store';
import { FakeClock } from '../../support/fakes/clock';
import { MemoryPreferences } from '../../support/fakes/preferences';
import { FakeSessionSummary } from '../../support/fakes/portal-session-summary-gateway';

const START = Date.UTC(2026, 10, 25, 21, 0, 0);
const MINUTE = 60_000;

function world(options: { skewMs?: number; storage?: MemoryPreferences; at?: number } = {}) {
  const clock = new FakeClock(options.at ?? START + 10_000);
  const server = new FakeSessionSummary(clock, options.skewMs, START);
  const storage = options.storage ?? new MemoryPreferences();
  const answered = new AnsweredChecks(storage);
  const ticker = { tick: null as (() => void) | null, stops: 0 };
  const every = (_ms: number, tick: () => void) => {
    ticker.tick = tick;
    return () => ticker.stops++;
  };
  const store = new RealityCheckStore({ load: new LoadRealityCheck(server, answered, clock), answer: new AnswerRealityCheck(answered) }, clock, every);
  /** Moves the device clock, lets the ticker fire, and waits for a fetch it starts. */
  const at = async (ms: number) => {
    clock.set(START + ms);
    ticker.tick?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { clock, server, storage, ticker, store, at };
}

describe('RealityCheckStore', () => {
  it('counts the session from its start, shows the check when an interval has passed with fresh figures, and again an interval later', async () => {
    const { store, server, at } = world();
    await store.start();
    expect([store.elapsedMs, store.shown]).toEqual([10_000, false]);
    await at(MINUTE - 1);
    expect(store.shown).toBe(false);
    server.figures = { wagered: 1_500n, won: 400n };
    await at(MINUTE);
    expect(store.shown).toBe(true);
    expect(store.summary).toMatchObject({ wagered: 1_500n, won: 400n, net: -1_100n });
    store.answer();
    expect(store.shown).toBe(false);
    await at(MINUTE + 30_000);
    expect(store.shown).toBe(false);
    await at(2 * MINUTE);
    expect(store.shown).toBe(true);
  });

  it('a reload remembers an answered check, and shows a missed one at once', async () => {
    const storage = new MemoryPreferences();
    const first = world({ storage });
    await first.store.start();
    await first.at(MINUTE + 5_000);
    first.store.answer();
    const reloaded = world({ storage, at: START + MINUTE + 20_000 });
    await reloaded.store.start();
    expect(reloaded.store.shown).toBe(false);
    const later = world({ storage, at: START + 2 * MINUTE + 20_000 });
    await later.store.start();
    await later.at(2 * MINUTE + 20_000);
    expect(later.store.shown).toBe(true);
  });

  it("runs on the server's clock whatever the device's says", async () => {
    const { store, at } = world({ skewMs: 5 * MINUTE });
    await store.start();
    await at(10_000);
    expect(store.elapsedMs).toBe(5 * MINUTE + 10_000);
    expect(store.shown).toBe(true);
  });

  it('shows the check with the last figures when fresh ones cannot be had', async () => {
    const { store, server, at } = world();
    server.figures = { wagered: 700n, won: 0n };
    await store.start();
    server.up = false;
    await at(MINUTE);
    expect(store.shown).toBe(true);
    expect(store.summary?.wagered).toBe(700n);
  });

  it('nothing runs without a session, and ending stops the clock', async () => {
    const idle = world();
    idle.server.up = false;
    await idle.store.start();
    expect([idle.store.summary, idle.ticker.tick]).toEqual([null, null]);
    const { store, ticker } = world();
    await store.start();
    store.end();
    expect([store.summary, store.shown, ticker.stops]).toEqual([null, false, 1]);
  });
});
