import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type { LoadGamePage } from '../../../core/portal/catalog/load-game-page';
import type { GameCard, GameListQuery } from '../../../core/portal/catalog/types';

export type GameFilter = Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName'>;

/** One paged list of game cards (a home section, a category page): its filter, page and cards. */
export class GameListModel {
  filter: GameFilter = {};
  pageNo = 1;
  totalPages = 1;
  total = 0;
  games: readonly GameCard[] = [];
  loading = false;
  loaded = false;
  error: Failure | null = null;
  private requestId = 0;

  constructor(
    private readonly loadPage: LoadGamePage,
    private readonly language: () => string,
    readonly pageSize: number,
  ) {
    makeAutoObservable<GameListModel, 'loadPage' | 'language' | 'requestId'>(this, { loadPage: false, language: false, requestId: false, pageSize: false });
  }

  get hasPrevious(): boolean {
    return this.pageNo > 1;
  }

  get hasNext(): boolean {
    return this.pageNo < this.totalPages;
  }

  /** A new filter starts again from page 1. */
  show(filter: GameFilter): Promise<void> {
    this.filter = filter;
    return this.goTo(1);
  }

  next = () => (this.hasNext ? this.goTo(this.pageNo + 1) : Promise.resolve());
  previous = () => (this.hasPrevious ? this.goTo(this.pageNo - 1) : Promise.resolve());

  async goTo(pageNo: number): Promise<void> {
    const id = ++this.requestId;
    this.loading = true;
    const result = await this.loadPage.execute({ ...this.filter, language: this.language(), pageNo, pageSize: this.pageSize });
    runInAction(() => {
      if (id !== this.requestId) return;
      this.loading = false;
      this.loaded = true;
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      this.error = null;
      this.games = result.value.games;
      this.pageNo = result.value.pageNo;
      this.totalPages = result.value.totalPages;
      this.total = result.value.total;
    });
  }
}
