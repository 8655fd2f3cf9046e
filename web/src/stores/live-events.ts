import { makeAutoObservable } from 'mobx';
import type { LiveListener, LiveUpdates, LotteryLiveEvent } from '../../../core/portal/wallet/live-updates';

/** What the session does with the channel's events that concern it rather than a page. */
export type SessionListener = Pick<LiveListener, 'balance' | 'message' | 'loginEnded'>;

/** The member's live channel while they are logged in: its events for pages, each numbered so each one is seen. */
export class LiveEvents {
  /** Goes up with every message that arrives live, so an open inbox knows to reload. */
  inboxVersion = 0;
  /** The last chat event from support. */
  chatEvent: { readonly kind: 'line' | 'typing'; readonly seq: number } | null = null;
  /** The last lottery event. */
  lotteryEvent: (LotteryLiveEvent & { readonly seq: number }) | null = null;
  private close: (() => void) | null = null;

  constructor(private readonly live: LiveUpdates) {
    makeAutoObservable<LiveEvents, 'live' | 'close'>(this, { live: false, close: false });
  }

  /** Opens the channel, once; the session hears balances, messages and the login's end. */
  connect(session: SessionListener): void {
    this.close ??= this.live.connect({
      balance: (update) => session.balance(update),
      message: () => session.message(),
      loginEnded: () => session.loginEnded(),
      chat: (kind) => this.chatArrived(kind),
      lottery: (event) => this.lotteryArrived(event),
    });
  }

  disconnect(): void {
    this.close?.();
    this.close = null;
  }

  /** A message arrived and the unread count was asked for again. */
  messageCounted(): void {
    this.inboxVersion++;
  }

  private chatArrived(kind: 'line' | 'typing'): void {
    this.chatEvent = { kind, seq: (this.chatEvent?.seq ?? 0) + 1 };
  }

  private lotteryArrived(event: LotteryLiveEvent): void {
    this.lotteryEvent = { ...event, seq: (this.lotteryEvent?.seq ?? 0) + 1 };
  }
}
