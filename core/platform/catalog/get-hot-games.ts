import { ok, type Result } from '../../domain/kernel/result';
import type { CatalogRepository, HotGamesCache, ListedGame } from './ports';

export const HOT_GAMES_LIMIT = 24;

/** The hot list of one vendor or of all, cached; `flush` recomputes it. */
export class GetHotGames {
  constructor(private readonly deps: { catalog: CatalogRepository; cache: HotGamesCache }) {}

  async execute(request: { vassalage?: string; flush?: boolean }): Promise<Result<readonly ListedGame[]>> {
    const key = request.vassalage ?? '*';
    const cached = request.flush ? undefined : this.deps.cache.get(key);
    if (cached) return ok(cached);
    const games = await this.deps.catalog.hotGames(request.vassalage ?? null, HOT_GAMES_LIMIT);
    this.deps.cache.set(key, games);
    return ok(games);
  }
}
