import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionSummaryGateway } from '../../../core/portal/protection/load-reality-check';
import { expectAllLoggedOut, expectRefused, valueOf } from './portal-results';

export interface SessionSummaryGatewayFixture {
  /** A member's session just opened, nothing played in it. */
  readonly gateway: SessionSummaryGateway;
  /** Plays one round in the session; answers its stake (minor units). */
  play(): Promise<bigint>;
  /** The same route for a trial account's session, and for a caller with no session. */
  readonly trial: SessionSummaryGateway;
  readonly anonymous: SessionSummaryGateway;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The portal's SessionSummaryGateway (the reality check): the api client against a real server, and the fake the reality-check store runs on. */
export function sessionSummaryGatewayContract(fresh: () => Promise<SessionSummaryGatewayFixture>): void {
  describe('SessionSummaryGateway contract', () => {
    let f: SessionSummaryGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it("a new session: started by the server's clock, the check interval, nothing wagered or won", async () => {
      const summary = valueOf(await f.gateway.sessionSummary());
      expect(summary).toEqual({
        startedAt: expect.stringMatching(ISO),
        now: expect.stringMatching(ISO),
        previousLoginAt: summary.previousLoginAt === null ? null : expect.stringMatching(ISO),
        intervalSeconds: expect.any(Number),
        wagered: 0n,
        won: 0n,
        net: 0n,
      });
      expect(Date.parse(summary.startedAt)).toBeLessThanOrEqual(Date.parse(summary.now));
      expect(summary.intervalSeconds).toBeGreaterThan(0);
    });

    it('a round played in the session counts: its stake is wagered, and net is won less wagered', async () => {
      const stake = await f.play();
      const summary = valueOf(await f.gateway.sessionSummary());
      expect(summary.wagered).toBe(stake);
      expect(summary.won).toBeGreaterThanOrEqual(0n);
      expect(summary.net).toBe(summary.won - summary.wagered);
    });

    it('a trial account has no reality check (access.need_true_account); a caller with no session is access.not_logged_in', async () => {
      expectRefused(await f.trial.sessionSummary(), 'access.need_true_account');
      await expectAllLoggedOut([() => f.anonymous.sessionSummary()]);
    });
  });
}
