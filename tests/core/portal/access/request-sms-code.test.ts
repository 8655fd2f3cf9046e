import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestSmsCode, SMS_BUTTON_THROTTLE_MS } from '../../../../core/portal/access/request-sms-code';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryContactCodes } from '../../../support/fakes/portal-contact-codes';

/** The server with SMS codes to log in and register switched on; counts the requests that reach it. */
function smsServer(): InMemoryContactCodes {
  const server = new InMemoryContactCodes();
  server.enabled.add('login').add('register');
  return server;
}
const requests = (server: InMemoryContactCodes) => server.calls.filter((c) => c.method === 'requestSmsCode').length;

describe('RequestSmsCode', () => {
  it('answers the countdown as the code lifetime in seconds', async () => {
    const use = new RequestSmsCode(smsServer(), new FakeClock());
    expect(await use.execute('login', '3001234567', '+92')).toEqual({ ok: true, value: { countdownSeconds: 300 } });
  });

  it('property: presses reach the server only when at least a second after the last one that did', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 2500 }), { maxLength: 20 }), async (gaps) => {
        const clock = new FakeClock();
        const gateway = smsServer();
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
        expect(requests(gateway)).toBe(expected);
      }),
    );
  });

  it('an empty number is refused before the server is asked', async () => {
    const gateway = smsServer();
    expect(await new RequestSmsCode(gateway, new FakeClock()).execute('register', '  ', '+92')).toMatchObject({
      ok: false,
      error: { code: 'verification.phone_missing' },
    });
    expect(requests(gateway)).toBe(0);
  });
});
