import { makeAutoObservable, runInAction } from 'mobx';
import { TYPING_HOLD_MS } from '../../../core/domain/engagement/chat';
import type { Failure } from '../../../core/domain/kernel/result';
import type { ChatGateway, ChatMessageView } from '../../../core/portal/engagement/chat';
import type { LiveModelView } from '../../../core/portal/engagement/live-hosts';

/** Typing is told to support at most this often while the member types. */
const TYPING_EVERY_MS = 2_000;

/** The player's live chat with support or in a live host's room: the panel, its lines, the unread badge and the other side's typing. */
export class ChatStore {
  open = false;
  /** The live host whose room the panel shows; null for support. */
  host: LiveModelView | null = null;
  messages: ChatMessageView[] = [];
  unread = 0;
  supportTyping = false;
  sending = false;
  failure: Failure | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private lastTypingSent = 0;

  constructor(
    private readonly gateway: ChatGateway,
    private readonly now: () => number,
  ) {
    makeAutoObservable<ChatStore, 'gateway' | 'now' | 'typingTimer' | 'lastTypingSent'>(this, {
      gateway: false,
      now: false,
      typingTimer: false,
      lastTypingSent: false,
    });
  }

  private get lastId(): number {
    return this.messages.at(-1)?.id ?? 0;
  }

  private get room(): number | null {
    return this.host?.id ?? null;
  }

  /** Closing the panel leaves a host's room: the button opens the chat with support again. */
  toggle(): void {
    this.open = !this.open;
    if (!this.open && this.host) this.enter(null);
    if (this.open) void this.refresh();
  }

  /** Opens the panel in a live host's room (CBS_launchChat's chatUrl). */
  openRoom(host: LiveModelView): void {
    this.enter(host);
    this.open = true;
    void this.refresh();
  }

  /** Opens the panel with support, telling why the room asked for could not be opened. */
  refuse(failure: Failure): void {
    this.enter(null);
    this.failure = failure;
    this.open = true;
    void this.refresh();
  }

  private enter(host: LiveModelView | null): void {
    this.host = host;
    this.messages = [];
    this.failure = null;
    this.showTyping(false);
  }

  /** New lines since the last one shown; read at once when the panel is open. */
  async refresh(): Promise<void> {
    const room = this.room;
    const page = await this.gateway.chat(room, this.lastId);
    if (!page.ok || room !== this.room) return;
    runInAction(() => {
      const known = new Set(this.messages.map((m) => m.id));
      this.messages = [...this.messages, ...page.value.messages.filter((m) => !known.has(m.id))];
      this.unread = this.open ? 0 : (page.value.thread?.playerUnread ?? 0);
      if (page.value.messages.some((m) => m.sender === 'staff')) this.showTyping(false);
    });
    if (this.open && (page.value.thread?.playerUnread ?? 0) > 0) await this.gateway.readChat(room);
  }

  /** A live event from support's side. */
  heard(kind: 'line' | 'typing'): void {
    if (kind === 'typing') this.showTyping(true);
    else void this.refresh();
  }

  async send(text: string): Promise<boolean> {
    this.sending = true;
    this.failure = null;
    const sent = await this.gateway.sendChat(this.room, text);
    runInAction(() => {
      this.sending = false;
      if (!sent.ok) this.failure = sent.error;
    });
    if (sent.ok) await this.refresh();
    return sent.ok;
  }

  /** Called as the member types; support is told now and then, not on every key. */
  typed(): void {
    const now = this.now();
    if (now - this.lastTypingSent < TYPING_EVERY_MS) return;
    this.lastTypingSent = now;
    void this.gateway.typingChat(this.room);
  }

  /** Forgets the conversation when the member leaves. */
  reset(): void {
    this.enter(null);
    this.unread = 0;
    this.open = false;
  }

  private showTyping(on: boolean): void {
    this.supportTyping = on;
    clearTimeout(this.typingTimer);
    if (on) this.typingTimer = setTimeout(() => runInAction(() => (this.supportTyping = false)), TYPING_HOLD_MS);
  }
}
