import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadGamePage } from '../../../../core/portal/catalog/load-game-page';
import { gameCard, InMemoryCatalogGateway } from '../../../support/fakes/portal-catalog-gateway';

describe('LoadGamePage', () => {
  it('a page past the end answers the last page; any page in range is answered as asked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 20 }), async (count, pageSize, pageNo) => {
        const gateway = new InMemoryCatalogGateway(Array.from({ length: count }, (_, i) => gameCard(i + 1)));
        const result = await new LoadGamePage(gateway).execute({ language: 'EN', pageNo, pageSize });
        if (!result.ok) throw new Error(result.error.code);
        const pages = Math.max(1, Math.ceil(count / pageSize));
        expect(result.value.pageNo).toBe(Math.min(pageNo, pages));
        expect(result.value.games.map((g) => g.nodeId)).toEqual(
          Array.from({ length: count }, (_, i) => i + 1).slice((result.value.pageNo - 1) * pageSize, result.value.pageNo * pageSize),
        );
      }),
    );
  });

  it('trims the search and leaves an empty one out', async () => {
    const gateway = new InMemoryCatalogGateway([gameCard(1, { name: 'Golden Dragon' }), gameCard(2, { name: 'Lucky Tiger' })]);
    const found = await new LoadGamePage(gateway).execute({ language: 'EN', pageNo: 1, pageSize: 10, gameName: '  dragon ' });
    expect(found.ok && found.value.games.map((g) => g.nodeId)).toEqual([1]);
    const all = await new LoadGamePage(gateway).execute({ language: 'EN', pageNo: 1, pageSize: 10, gameName: '   ' });
    expect(all.ok && all.value.total).toBe(2);
  });
});
