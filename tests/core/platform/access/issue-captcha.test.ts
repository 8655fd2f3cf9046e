import { describe, expect, it } from 'vitest';
import { IssueCaptcha } from '../../../../core/platform/access/issue-captcha';
import { accessWorld } from '../../../support/access-world';

describe('IssueCaptcha', () => {
  it('gives a captcha image at most once per second per ip', async () => {
    const world = accessWorld();
    world.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0, 100));
    const issue = new IssueCaptcha(world);
    expect(await issue.execute({ ip: '192.0.2.1' })).toEqual({ ok: true, value: { captchaId: 'captcha-1', image: 'data:image/svg+xml;base64,captcha-1' } });
    expect(await issue.execute({ ip: '192.0.2.1' })).toEqual({ ok: false, error: { code: 'access.too_many_requests' } });
    expect((await issue.execute({ ip: '192.0.2.2' })).ok).toBe(true);
    world.clock.advance(900);
    expect((await issue.execute({ ip: '192.0.2.1' })).ok).toBe(true);
    expect(world.captcha.issued).toBe(3);
  });
});
