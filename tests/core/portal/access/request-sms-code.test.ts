import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../../../../core/domain/kernel/result';
import { RequestSmsCode, SMS_BUTTON_THROTTLE_MS } from '../../../../core/portal/access/request-sms-code';
import { FakeClock } from '../../../support/fakes/clock';

class CountingGateway {
  calls = 0;
  async requestSmsCode(): Promise<Result<{ expiredMinutes: number }>> {
    this.calls++;
    return ok({ expiredMinutes: 5 });
  }
}

describe('RequestSmsCode', () => {
  it('answers the countdown as the code lifetime in seconds', async () => {
    const use = new RequestSmsCode(new CountingGateway(), new FakeClock());
    expect(await use.execute('login', '3001234567', '+92')).toEqual({ ok: true, value: { countdownSeconds: 300 } });
  });

  it('property: presses reach the server only when at least a second after the last one that did', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 2500 }), { maxLength: 20 }), async (gaps) => {
        const clock = new FakeClock();
        const gateway = new CountingGateway();
        const use = new RequestSmsCode(gateway, clock);
        let last = Number.NEGATIVE_INFINITY;
        let expected = 0;
        for (const gap of gaps) {
          clock.advance(gap);
          const now = clock.now().getTime();
          const answer = await use.execute('login', '3001234567', '+92');
          if (now - last >= SMS_BUTTON_THROTTLE_MS) {
            last = now;
            expected++;
            expect(answer).not.toBeNull();
          } else expect(answer).toBeNull();
        }
        expect(gateway.calls).toBe(expected);
      }),
    );
  });

  it('an empty number is refused before the server is asked', async () => {
    const gateway = new CountingGateway();
    expect(await new RequestSmsCode(gateway, new FakeClock()).execute('register', '  ', '+92')).toMatchObject({ ok: false, error: { code: 'verification.phone_missing' } });
    expect(gateway.calls).toBe(0);
  });
});
