import { fail, ok, type Result } from '../../domain/kernel/result';
import type { CatalogRepository, ListedGame } from './ports';

/** One game by node id (its artwork, its card). */
export class GetGame {
  constructor(private readonly catalog: CatalogRepository) {}

  async execute(nodeId: number): Promise<Result<ListedGame>> {
    const game = await this.catalog.game(nodeId);
    return game ? ok(game) : fail('catalog.game_not_found');
  }
}
