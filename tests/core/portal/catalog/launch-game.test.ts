import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';
import { fail, ok } from '../../../../core/domain/kernel/result';
import { LaunchGame } from '../../../../core/portal/catalog/launch-game';
import { gameCard, InMemoryCatalogGateway } from '../../../support/fakes/portal-catalog-gateway';

describe('LaunchGame', () => {
  const game = gameCard(7, { gameType: 'RNG' });

  it('a guest gets the login popup and the server is not asked', async () => {
    const gateway = new InMemoryCatalogGateway();
    expect(await new LaunchGame(gateway).execute(game, { loggedIn: false, trial: true })).toEqual(ok({ kind: 'login' }));
    expect(gateway.calls).toEqual([]);
  });

  it('a server without the launch route yet (404) is "coming soon"', async () => {
    const gateway = new InMemoryCatalogGateway([game]);
    gateway.launchAnswer = fail('request.not_found');
    expect(await new LaunchGame(gateway).execute(game, { loggedIn: true, trial: false })).toEqual({ ok: false, error: { code: 'catalog.launch_unavailable' } });
  });

  it('a launched game opens the URL the server gives; other failures pass through', async () => {
    const gateway = new InMemoryCatalogGateway();
    gateway.launchAnswer = ok({ url: '/house/slot?t=abc' });
    expect(await new LaunchGame(gateway).execute(game, { loggedIn: true, trial: false })).toEqual(ok({ kind: 'launched', url: '/house/slot?t=abc' }));
    gateway.launchAnswer = { ok: false, error: { code: 'catalog.vendor_maintenance' as FailureCode } };
    expect(await new LaunchGame(gateway).execute(game, { loggedIn: true, trial: false })).toEqual({ ok: false, error: { code: 'catalog.vendor_maintenance' } });
  });

  it('a card already showing its vendor under maintenance is refused without a launch call', async () => {
    const gateway = new InMemoryCatalogGateway();
    gateway.launchAnswer = ok({ url: '/house/slot?t=abc' });
    expect(await new LaunchGame(gateway).execute(gameCard(8, { maintenance: true }), { loggedIn: true, trial: false })).toEqual({
      ok: false,
      error: { code: 'play.game_in_maintenance' },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('a vendor entry routes without a launch call', async () => {
    const gateway = new InMemoryCatalogGateway();
    const vendor = gameCard(0, { isGame: 'VASSALAGE', vassalage: 'JDB', gameType: 'FISH' });
    expect(await new LaunchGame(gateway).execute(vendor, { loggedIn: true, trial: false })).toEqual(ok({ kind: 'vendorGames', vassalage: 'JDB' }));
    expect(gateway.calls).toEqual([]);
  });
});
