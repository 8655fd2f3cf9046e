import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../core/domain/kernel/result';
import { BindContact, RequestEmailCode } from '../../../../core/portal/security/bind-contact';
import type { SecurityGateway } from '../../../../core/portal/security/ports';
import { InMemoryContactCodes } from '../../../support/fakes/portal-contact-codes';

/** The server's contact codes (the use cases call only these two of the security centre's routes). */
function gateway() {
  const server = new InMemoryContactCodes();
  const fake = server as unknown as SecurityGateway;
  const calls = {
    bind: () => server.calls.filter((c) => c.method === 'bindContact').map((c) => c.args[0]),
    email: () => server.calls.filter((c) => c.method === 'requestEmailCode'),
  };
  return { server, fake, calls };
}

describe('binding a contact from the browser', () => {
  it('only a six-digit code (spaces around trimmed) reaches the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 10 }), fc.stringMatching(/^ ?[0-9]{6} ?$/)), async (typed) => {
        const { server, fake, calls } = gateway();
        await server.requestEmailCode('a@b.co');
        const result = await new BindContact(fake).execute({ kind: 'email', email: 'a@b.co', code: typed });
        const wellShaped = /^[0-9]{6}$/.test(typed.trim());
        expect(result.ok).toBe(wellShaped && typed.trim() === server.codeSentTo('a@b.co'));
        expect(calls.bind()).toEqual(wellShaped ? [{ kind: 'email', email: 'a@b.co', code: typed.trim() }] : []);
      }),
    );
    const { server, fake } = gateway();
    await server.requestEmailCode('a@b.co');
    expect(await new BindContact(fake).execute({ kind: 'email', email: 'a@b.co', code: ` ${server.codeSentTo('a@b.co')} ` })).toEqual(
      ok({ kind: 'email', value: 'a@b.co' }),
    );
  });

  it('the email button sends at most once a second and counts down the code lifetime', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 20 }), async (gaps) => {
        let now = 1_000_000;
        const { fake, calls } = gateway();
        const request = new RequestEmailCode(fake, { now: () => new Date(now) });
        let lastSent = -Infinity;
        for (const gap of gaps) {
          now += gap;
          const answer = await request.execute('a@b.co');
          if (answer) {
            expect(now - lastSent).toBeGreaterThanOrEqual(1000);
            expect(answer).toEqual({ ok: true, value: { countdownSeconds: 300 } });
            lastSent = now;
          }
        }
        expect(calls.email().length).toBeGreaterThan(0);
      }),
    );
  });
});
