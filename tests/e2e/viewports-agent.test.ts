import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions';
import { check, LANGUAGES, opened, sections } from './support/viewport-checks';
import { startE2E, type E2E } from './support/browser';

// One file a role, so the run can spread them over its workers: together (some 1,300 page-and-width checks) they took 344 s in one worker.
describe('every route fits every screen, as an agent', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  for (const lang of LANGUAGES) {
    it(`fits every route at every width from 360 to 1920 pixels, header included, in ${lang}, as an agent`, async () => {
      const agent = await opened(e2e);
      await signIn(agent, e2e.server, 'demo_agent', 'Agent#2026');
      expect(await check(agent, lang, '/agentHome', (page) => sections(page, '/agentHome'))).toEqual([]);
    }, 240_000);
  }
});
