import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Clock } from '../../../../core/domain/kernel/ports';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { LoadLotteryMenu, LoadMyTickets, LoadOpenedNumbers, VerifyDraw } from '../../../../core/portal/lottery/lottery-reads';
import type { LotteryGameView, LotteryMenuView, LotteryOpenedView, LotteryTicketView, VerifyView } from '../../../../core/portal/lottery/types';
import type { LiveEvents } from '../live-events';
import type { Ticker } from '../reality-check-store';
import type { BetSlipStore } from './bet-slip-store';
import type { ResultsHistoryStore } from './results-history-store';

export interface LotteryUseCases {
  readonly menu: LoadLotteryMenu;
  readonly opened: LoadOpenedNumbers;
  readonly tickets: LoadMyTickets;
  readonly verify: VerifyDraw;
}

const TICK_MS = 1000;
/** While a draw is due but its result not yet in, the menu is asked again this often. */
const DUE_RETRY_MS = 3000;

/** The lottery pages: the lobby's games with their countdowns, and the open game's results, history and the member's tickets. */
export class LotteryStore {
  menu: LotteryMenuView | null = null;
  error: Failure | null = null;
  /** The server's clock minus this device's, from the menu's `now`. */
  private offsetMs = 0;
  deviceNowMs: number;
  gameCode: string | null = null;
  opened: LotteryOpenedView[] = [];
  tickets: LotteryTicketView[] = [];
  verified: VerifyView | null = null;
  private lastMenuAt = 0;
  /** The time of house draws that are due, by game, until the menu shows a result drawn then or later. */
  private awaited = new Map<string, number>();
  private stop: (() => void)[] = [];

  constructor(
    private readonly useCases: LotteryUseCases,
    private readonly events: LiveEvents,
    private readonly clock: Clock,
    private readonly every: Ticker,
    readonly slip: BetSlipStore,
    readonly history: ResultsHistoryStore,
  ) {
    this.deviceNowMs = clock.now().getTime();
    makeAutoObservable<LotteryStore, 'useCases' | 'events' | 'clock' | 'every' | 'stop' | 'lastMenuAt' | 'awaited'>(this, {
      useCases: false,
      events: false,
      clock: false,
      every: false,
      stop: false,
      lastMenuAt: false,
      awaited: false,
      slip: false,
      history: false,
    });
  }

  get nowMs(): number {
    return this.deviceNowMs + this.offsetMs;
  }

  get games(): readonly LotteryGameView[] {
    return this.menu?.games ?? [];
  }

  /** The open game: the page's code when it names a house lottery game of that page's family. */
  get game(): LotteryGameView | null {
    return this.games.find((g) => g.gameCode === this.gameCode) ?? null;
  }

  /** Milliseconds until a time on the server's clock, never below zero. */
  until(iso: string): number {
    return Math.max(0, Date.parse(iso) - this.nowMs);
  }

  /** Betting on the game's next draw has closed (or there is none): its slip cannot be placed. */
  closed(game: LotteryGameView): boolean {
    return !game.next || this.until(game.next.closesAt) === 0;
  }

  /** Starts the page: the menu, the clock, and the live channel's lottery events. */
  open(): () => void {
    void this.loadMenu();
    this.stop.push(this.every(TICK_MS, () => this.tick()));
    this.stop.push(
      reaction(
        () => this.events.lotteryEvent,
        (event) => {
          if (!event) return;
          if (event.kind === 'drawn') void this.refreshDrawn(event.gameCode);
          if (event.kind === 'settled' && event.gameCode === this.gameCode) void this.loadTickets();
        },
      ),
    );
    return () => {
      for (const stop of this.stop.splice(0)) stop();
    };
  }

  /** The game page shows this game (null: the lobby). */
  show(gameCode: string | null): void {
    if (gameCode === this.gameCode) return;
    this.gameCode = gameCode;
    this.opened = [];
    this.tickets = [];
    this.verified = null;
    this.slip.clear();
    this.history.show(gameCode);
    if (gameCode) void this.loadGame();
  }

  async loadMenu(): Promise<void> {
    this.lastMenuAt = this.clock.now().getTime();
    const result = await this.useCases.menu.execute();
    runInAction(() => {
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      this.error = null;
      this.menu = result.value;
      this.deviceNowMs = this.clock.now().getTime();
      this.offsetMs = Date.parse(result.value.now) - this.deviceNowMs;
      for (const game of result.value.games)
        if (game.last && Date.parse(game.last.drawAt) >= (this.awaited.get(game.gameCode) ?? Infinity)) this.awaited.delete(game.gameCode);
    });
  }

  async loadGame(): Promise<void> {
    await Promise.all([this.loadOpened(), this.loadTickets()]);
  }

  async loadTickets(): Promise<void> {
    const code = this.gameCode;
    if (!code) return;
    const result = await this.useCases.tickets.execute(code);
    runInAction(() => {
      if (result.ok && code === this.gameCode) this.tickets = result.value;
    });
  }

  async verify(game: LotteryGameView, drawId: string): Promise<void> {
    const result = await this.useCases.verify.execute(game.gameCode, drawId);
    runInAction(() => {
      this.verified = result.ok ? result.value : null;
      if (!result.ok) this.error = result.error;
    });
  }

  private async loadOpened(): Promise<void> {
    const code = this.gameCode;
    if (!code) return;
    const result = await this.useCases.opened.execute(code);
    runInAction(() => {
      if (result.ok && code === this.gameCode) this.opened = result.value;
    });
  }

  private async refreshDrawn(gameCode: string): Promise<void> {
    await this.loadMenu();
    if (gameCode !== this.gameCode) return;
    await this.loadGame();
    if (this.history.pageNo === 1) await this.history.goTo(1);
  }

  /**
   * A countdown at zero means a draw is due: the menu is asked again until the next draw replaces
   * it and, for house draws, until its result is in.
   */
  private tick(): void {
    this.deviceNowMs = this.clock.now().getTime();
    let due = false;
    for (const game of this.games) {
      if (!game.next || this.until(game.next.drawAt) > 0) continue;
      due = true;
      if (!game.official) this.awaited.set(game.gameCode, Date.parse(game.next.drawAt));
    }
    if ((due || this.awaited.size > 0) && this.deviceNowMs - this.lastMenuAt >= DUE_RETRY_MS) void this.refreshDrawn(this.gameCode ?? '');
  }
}
