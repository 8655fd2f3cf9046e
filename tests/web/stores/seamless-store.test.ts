import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../core/domain/kernel/result';
import { OpenSeamlessGame } from '../../../core/portal/catalog/open-seamless-game';
import { SeamlessStore } from '../../../web/src/stores/seamless-store';
import { InMemoryCatalogGateway } from '../../support/fakes/portal-catalog-gateway';

describe('SeamlessStore', () => {
  it('reads the game from the link: a node id first, else a game code; trial=1 for free play', () => {
    expect(SeamlessStore.referenceOf(new URLSearchParams('nodeId=42&gameCode=x'))).toEqual({ game: { nodeId: 42 }, trial: false });
    expect(SeamlessStore.referenceOf(new URLSearchParams('gameCode=HOUSE_DICE&trial=1'))).toEqual({ game: { gameCode: 'HOUSE_DICE' }, trial: true });
    for (const query of ['', 'nodeId=0', 'nodeId=-3', 'nodeId=x', 'trial=1']) expect(SeamlessStore.referenceOf(new URLSearchParams(query))).toBeNull();
  });

  it('launches the linked game, or keeps the failure to show; a game launched in the lobby is shown as it is', async () => {
    const gateway = new InMemoryCatalogGateway();
    const store = new SeamlessStore(new OpenSeamlessGame(gateway));
    gateway.launchAnswer = ok({ url: '/house/dice/?launch=t1' });
    await store.open({ nodeId: 3 }, false);
    expect([store.url, store.error, store.loading]).toEqual(['/house/dice/?launch=t1', null, false]);
    gateway.launchAnswer = fail('play.game_in_maintenance');
    await store.open({ gameCode: 'pg-0001' }, false);
    expect([store.url, store.error]).toEqual([null, 'play.game_in_maintenance']);
    gateway.launchAnswer = fail('request.not_found');
    await store.open({ gameCode: 'pg-0001' }, true);
    expect(store.error).toBe('catalog.launch_unavailable');
    store.show('/house/slot/?launch=t2');
    expect([store.url, store.error]).toEqual(['/house/slot/?launch=t2', null]);
    expect(gateway.calls).toEqual(['launchByReference', 'launchByReference', 'launchByReference']);
  });

  it('an answer that arrives after the page closed is dropped', async () => {
    const gateway = new InMemoryCatalogGateway();
    gateway.launchAnswer = ok({ url: '/house/slot/?launch=late' });
    const store = new SeamlessStore(new OpenSeamlessGame(gateway));
    const pending = store.open({ nodeId: 1 }, false);
    store.close();
    await pending;
    expect(store.url).toBeNull();
  });
});
