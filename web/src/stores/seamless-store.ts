import { makeAutoObservable, runInAction } from 'mobx';
import type { OpenSeamlessGame } from '../../../core/portal/catalog/open-seamless-game';
import type { GameReference } from '../../../core/portal/catalog/types';

/** The /seamless page: the game its link names, launched and shown full page. */
export class SeamlessStore {
  url: string | null = null;
  /** Why the game could not start: a failure code. */
  error: string | null = null;
  loading = false;
  private requestId = 0;

  constructor(private readonly openGame: OpenSeamlessGame) {
    makeAutoObservable<SeamlessStore, 'openGame' | 'requestId'>(this, { openGame: false, requestId: false });
  }

  /** The link's query: a node id or a game code, and trial=1 for free play; null when it names no game. */
  static referenceOf(query: URLSearchParams): { game: GameReference; trial: boolean } | null {
    const nodeId = Number(query.get('nodeId'));
    const gameCode = query.get('gameCode');
    const trial = query.get('trial') === '1' || query.get('trial') === 'true';
    if (Number.isInteger(nodeId) && nodeId > 0) return { game: { nodeId }, trial };
    return gameCode ? { game: { gameCode }, trial } : null;
  }

  /** A game the lobby has just launched: shown as it is, without a second launch. */
  show(url: string): void {
    this.requestId++;
    this.url = url;
    this.error = null;
    this.loading = false;
  }

  async open(game: GameReference, trial: boolean): Promise<void> {
    const id = ++this.requestId;
    this.url = null;
    this.error = null;
    this.loading = true;
    const result = await this.openGame.execute(game, trial);
    runInAction(() => {
      if (id !== this.requestId) return;
      this.loading = false;
      if (result.ok) this.url = result.value.url;
      else this.error = result.error.code;
    });
  }

  close(): void {
    this.requestId++;
    this.url = null;
    this.error = null;
    this.loading = false;
  }
}
