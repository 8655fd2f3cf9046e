import fc from 'fast-check';
import { unicodeString, urlLike } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import { decodeServicePath } from '../../../../core/domain/system/service-path';
import type { PortalSettings } from '../../../../core/domain/system/settings';
import { GetSystemStatus } from '../../../../core/platform/system/get-system-status';
import { FakeRandom } from '../../../support/fakes/clock';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const status = (settings: Partial<PortalSettings> = {}, random = new FakeRandom()) =>
  new GetSystemStatus({ settings: new InMemorySettings(defaultSettings(settings)), random });

describe('GetSystemStatus', () => {
  it("a normal day: state 0, the caller's ip, the settings and the plain registration form", async () => {
    const view = await status().execute('203.0.113.7');
    expect(view).toMatchObject({ state: 0, ip: '203.0.113.7', registerType: 'register', settings: defaultSettings() });
  });

  it('maintenance gives 1; a region block gives 2 only inside its networks', async () => {
    const maintenance = { enabled: true, message: 'soon' };
    const region = { enabled: true, cidrs: ['203.0.113.0/24', '2001:db8::/32'], message: 'no' };
    expect((await status({ maintenance }).execute('203.0.113.7')).state).toBe(1);
    expect((await status({ regionRestriction: region }).execute('203.0.113.7')).state).toBe(2);
    expect((await status({ regionRestriction: region }).execute('::ffff:203.0.113.9')).state).toBe(2);
    expect((await status({ regionRestriction: region }).execute('2001:db8::1')).state).toBe(2);
    expect((await status({ regionRestriction: region }).execute('198.51.100.1')).state).toBe(0);
    expect((await status({ maintenance, regionRestriction: region }).execute('203.0.113.7')).state).toBe(1);
  });

  it('mobile registration is offered when the MOBILENUMREG3 feature is on', async () => {
    const whitelabel = defaultSettings().whitelabel.map((n) => (n.modId === 'MOBILENUMREG3' ? { ...n, enabled: true } : n));
    expect((await status({ whitelabel }).execute('203.0.113.7')).registerType).toBe('registerMobile');
  });

  it('every customer-service path decodes back to its url, under a key from the unambiguous alphabet', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.nat(255), { minLength: 8, maxLength: 8 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.oneof(urlLike, unicodeString()), { maxLength: 3 }),
        async (keys, extra) => {
          const customerService = [...defaultSettings().customerService, ...extra.map((url, i) => ({ csType: `EXTRA${i}`, url }))];
          const view = await status({ customerService }, new FakeRandom([...keys, ...keys])).execute('203.0.113.7');
          expect(view.customerService.map((e) => e.csType)).toEqual(customerService.map((e) => e.csType));
          view.customerService.forEach((entry, i) => {
            expect(decodeServicePath(entry.path)).toBe(customerService[i]!.url);
            expect([...entry.path.slice(-8)].every((c) => KEY_ALPHABET.includes(c))).toBe(true);
          });
        },
      ),
    );
  });

  it('each entry gets its own key (the random source is asked once per entry)', async () => {
    const view = await status({}, new FakeRandom([[0], [1], [2]])).execute('203.0.113.7');
    expect(view.customerService.map((e) => e.path.slice(-8))).toEqual(['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC']);
  });
});
