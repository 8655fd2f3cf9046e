import { describe, expect, it } from 'vitest';
import { SuggestOtherGames } from '../../../../core/portal/catalog/suggest-other-games';
import { gameCard, InMemoryCatalogGateway } from '../../../support/fakes/portal-catalog-gateway';

describe('SuggestOtherGames', () => {
  const vendors = ['PG', 'JDB', 'PT'];
  const games = Array.from({ length: 30 }, (_, i) =>
    gameCard(i + 1, { vassalage: vendors[i % 3]!, gameType: i < 24 ? 'RNG' : 'LIVE', maintenance: vendors[i % 3] === 'PT' }),
  );

  it("asks the catalogue for the game type and offers other vendors' games, none under maintenance", async () => {
    const gateway = new InMemoryCatalogGateway(games);
    const result = await new SuggestOtherGames(gateway).execute(games[0]!, 'UR');
    expect(result.ok && result.value.map((g) => [g.nodeId, g.vassalage])).toEqual([
      [2, 'JDB'],
      [5, 'JDB'],
      [8, 'JDB'],
      [11, 'JDB'],
      [14, 'JDB'],
      [17, 'JDB'],
    ]);
    expect(gateway.calls).toEqual(['gameList']);
  });

  it('a failed catalogue call is passed on', async () => {
    const gateway = new InMemoryCatalogGateway(games);
    gateway.failNext = 'network.error';
    expect(await new SuggestOtherGames(gateway).execute(games[0]!, 'EN')).toEqual({ ok: false, error: { code: 'network.error' } });
  });
});
