import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_WRONG_TRIES } from '../../../../core/domain/verification/code';
import type { FeatureNode } from '../../../../core/domain/system/settings';
import { answerCode } from '../../../../core/platform/verification/answer-code';
import { SendSmsCode } from '../../../../core/platform/verification/send-sms-code';
import { InMemoryAccounts } from '../../../support/fakes/accounts';
import { FakeClock, FakeRandom } from '../../../support/fakes/clock';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';
import { InMemoryVerificationCodes, plainCodeHasher } from '../../../support/fakes/verification-codes';
import { RecordingPostbox } from '../../../support/fakes/postbox';
import { newAccount } from '../../../contract/suites/account-repository';

const MOBILE = '+923001234567';
const REQUEST = { mobileNum: '0300 1234567', countryDialingCode: '+92' };
const IP = '198.51.100.9';

const withFlags = (tree: readonly FeatureNode[], on: readonly string[]): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: on.includes(n.modId) || n.enabled, childrenNodes: withFlags(n.childrenNodes, on) }));

async function world(flags: readonly string[] = ['SMSLOGIN', 'REGMOBVERF3'], postbox = new RecordingPostbox()) {
  const clock = new FakeClock();
  const defaults = defaultSettings();
  const settings = new InMemorySettings(defaultSettings({ whitelabel: withFlags(defaults.whitelabel, flags) }));
  const accounts = new InMemoryAccounts(clock);
  await accounts.create(newAccount('alice', { mobileNum: MOBILE }));
  const codes = new InMemoryVerificationCodes(clock, postbox);
  const deps = { codes, codeHasher: plainCodeHasher, clock };
  const send = new SendSmsCode({ ...deps, accounts, postbox: codes.postbox, settings, random: new FakeRandom() });
  return { clock, postbox: codes.postbox, deps, send, expiryMs: defaults.sms.expiredMinutes * 60_000 };
}

describe('SendSmsCode and answerCode', () => {
  it('a code sent to a registered number logs in once, and the same answer does not work twice', async () => {
    const w = await world();
    expect(await w.send.execute('sms_login', REQUEST, IP)).toEqual({ ok: true, value: { expiredMinutes: 5 } });
    const code = w.postbox.lastCodeTo(MOBILE)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await answerCode(w.deps, 'sms_login', MOBILE, code)).toEqual({ ok: true, value: null });
    expect(await answerCode(w.deps, 'sms_login', MOBILE, code)).toMatchObject({ ok: false, error: { code: 'verification.code_invalid' } });
  });

  it('a number without an account gets the same answer and no SMS; a code for one purpose does not answer another', async () => {
    const w = await world();
    expect(await w.send.execute('sms_login', { mobileNum: '3119876543', countryDialingCode: '+92' }, IP)).toEqual({ ok: true, value: { expiredMinutes: 5 } });
    expect(w.postbox.sent).toEqual([]);
    await w.send.execute('sms_register', REQUEST, IP);
    expect(await answerCode(w.deps, 'sms_login', MOBILE, w.postbox.lastCodeTo(MOBILE)!)).toMatchObject({
      ok: false,
      error: { code: 'verification.code_invalid' },
    });
  });

  it('property (fake clock): any run of requests gets the same answers for a registered number as for one without an account', async () => {
    const request = fc.record({ afterMs: fc.integer({ min: 0, max: 20 * 60_000 }), ip: fc.constantFrom(IP, '198.51.100.10') });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('sms_login' as const, 'sms_reset' as const), fc.array(request, { maxLength: 25 }), async (purpose, run) => {
        const answers = async (mobileNum: string) => {
          const w = await world(['SMSLOGIN', 'CHNGPASSVERIF3']);
          const seen = [];
          for (const { afterMs, ip } of run) {
            seen.push(await w.send.execute(purpose, { mobileNum, countryDialingCode: '+92' }, ip));
            w.clock.advance(afterMs);
          }
          return seen;
        };
        expect(await answers('3119876543')).toEqual(await answers(REQUEST.mobileNum));
      }),
      { numRuns: 40 },
    );
  });

  it('with nowhere to send SMS, a registered number and an unknown one are refused alike and no code is kept', async () => {
    const w = await world(undefined, new RecordingPostbox(false));
    for (const mobileNum of [REQUEST.mobileNum, '3119876543']) {
      expect(await w.send.execute('sms_login', { mobileNum, countryDialingCode: '+92' }, IP)).toMatchObject({
        ok: false,
        error: { code: 'verification.no_gateway' },
      });
    }
    expect(await w.deps.codes.latest('sms_login', MOBILE)).toBeNull();
  });

  it('a switched-off flag is "function not enabled"', async () => {
    const w = await world([]);
    expect(await w.send.execute('sms_login', REQUEST, IP)).toMatchObject({ ok: false, error: { code: 'verification.function_not_enabled' } });
    expect(w.postbox.sent).toEqual([]);
  });

  it('property (fake clock): the right code passes only if it is the newest, unexpired, unused and fewer than five wrong answers came first', async () => {
    type Step = { kind: 'send' } | { kind: 'wait'; ms: number } | { kind: 'wrong' } | { kind: 'right' };
    const step = fc.oneof(
      fc.constant<Step>({ kind: 'send' }),
      fc.integer({ min: 1_000, max: 400_000 }).map((ms): Step => ({ kind: 'wait', ms })),
      fc.constant<Step>({ kind: 'wrong' }),
      fc.constant<Step>({ kind: 'right' }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const w = await world();
        let model: { code: string; expiresAt: number; wrong: number; used: boolean } | null = null;
        let lastSend = Number.NEGATIVE_INFINITY;
        for (const s of steps) {
          const now = w.clock.now().getTime();
          if (s.kind === 'wait') w.clock.advance(s.ms);
          else if (s.kind === 'send') {
            const sent = await w.send.execute('sms_login', REQUEST, IP);
            if (now - lastSend < 60_000) expect(sent).toMatchObject({ ok: false, error: { code: 'verification.too_many_requests' } });
            if (sent.ok) {
              lastSend = now;
              model = { code: w.postbox.lastCodeTo(MOBILE)!, expiresAt: now + w.expiryMs, wrong: 0, used: false };
            }
          } else {
            const answer = s.kind === 'right' && model ? model.code : model?.code === '000000' ? '000001' : '000000';
            const result = await answerCode(w.deps, 'sms_login', MOBILE, answer);
            const alive = model !== null && !model.used && now < model.expiresAt && model.wrong < MAX_WRONG_TRIES;
            expect(result.ok).toBe(alive && s.kind === 'right');
            if (alive && s.kind === 'right') model!.used = true;
            if (alive && s.kind === 'wrong') model!.wrong++;
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
