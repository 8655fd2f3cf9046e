import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../core/domain/kernel/result';
import { BindContact, RequestEmailCode } from '../../../../core/portal/security/bind-contact';
import type { ContactBinding, SecurityGateway } from '../../../../core/portal/security/ports';

function gateway() {
  const calls: { bind: ContactBinding[]; email: string[] } = { bind: [], email: [] };
  const fake = {
    bindContact: async (binding: ContactBinding) => (calls.bind.push(binding), ok({ kind: binding.kind, value: 'x' })),
    requestEmailCode: async (email: string) => (calls.email.push(email), ok({ expiredMinutes: 5 })),
  } as unknown as SecurityGateway;
  return { fake, calls };
}

describe('binding a contact from the browser', () => {
  it('only a six-digit code (spaces around trimmed) reaches the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 10 }), fc.stringMatching(/^ ?[0-9]{6} ?$/)), async (typed) => {
        const { fake, calls } = gateway();
        const result = await new BindContact(fake).execute({ kind: 'email', email: 'a@b.co', code: typed });
        const wellShaped = /^[0-9]{6}$/.test(typed.trim());
        expect(result.ok).toBe(wellShaped);
        expect(calls.bind).toEqual(wellShaped ? [{ kind: 'email', email: 'a@b.co', code: typed.trim() }] : []);
      }),
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
        expect(calls.email.length).toBeGreaterThan(0);
      }),
    );
  });
});
