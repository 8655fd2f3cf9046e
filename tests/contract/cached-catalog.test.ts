import { describe } from 'vitest';
import { CachedCatalog } from '../../adapters/memory/cached-catalog';
import { InMemoryCatalog, InMemoryFavourites, InMemoryRecentGames } from '../support/fakes/catalog';
import { catalogRepositoryContract } from './suites/catalog-repository';

/** The caching decorator the server puts in front of the SQL catalogue keeps the same contract. */
describe('CachedCatalog over the in-memory catalogue', () => {
  let accounts = 0;
  catalogRepositoryContract(async () => ({
    withCatalog: async (vendors, games) => {
      const inner = new InMemoryCatalog(vendors, games);
      return {
        catalog: new CachedCatalog(inner, { ttlMs: 60_000, capacity: 3, now: () => 0 }),
        favourites: new InMemoryFavourites(inner),
        recent: new InMemoryRecentGames(inner),
        newAccountId: async () => ++accounts,
      };
    },
  }));
});
