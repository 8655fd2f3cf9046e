import { makeAutoObservable, runInAction } from 'mobx';
import { TYPING_HOLD_MS } from '../../../core/domain/engagement/chat';
import type { Failure } from '../../../core/domain/kernel/result';
import type { ChatGateway, ChatMessageView } from '../../../core/portal/engagement/chat';

/** Typing is told to support at most this often while the member types. */
const TYPING_EVERY_MS = 2_000;

/** The member's live chat with support: the panel, its lines, the unread badge and support's typing. */
export class ChatStore {
  open = false;
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
    makeAutoObservable<ChatStore, 'gateway' | 'now' | 'typingTimer' | 'lastTypingSent'>(this, { gateway: false, now: false, typingTimer: false, lastTypingSent: false });
  }

  private get lastId(): number {
    return this.messages.at(-1)?.id ?? 0;
  }

  toggle(): void {
    this.open = !this.open;
    if (this.open) void this.refresh();
  }

  /** New lines since the last one shown; read at once when the panel is open. */
  async refresh(): Promise<void> {
    const page = await this.gateway.chat(this.lastId);
    if (!page.ok) return;
    runInAction(() => {
      const known = new Set(this.messages.map((m) => m.id));
      this.messages = [...this.messages, ...page.value.messages.filter((m) => !known.has(m.id))];
      this.unread = this.open ? 0 : (page.value.thread?.playerUnread ?? 0);
      if (page.value.messages.some((m) => m.sender === 'staff')) this.showTyping(false);
    });
    if (this.open && (page.value.thread?.playerUnread ?? 0) > 0) await this.gateway.readChat();
  }

  /** A live event from support's side. */
  heard(kind: 'line' | 'typing'): void {
    if (kind === 'typing') this.showTyping(true);
    else void this.refresh();
  }

  async send(text: string): Promise<boolean> {
    this.sending = true;
    this.failure = null;
    const sent = await this.gateway.sendChat(text);
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
    void this.gateway.typingChat();
  }

  /** Forgets the conversation when the member leaves. */
  reset(): void {
    this.messages = [];
    this.unread = 0;
    this.open = false;
    this.showTyping(false);
  }

  private showTyping(on: boolean): void {
    this.supportTyping = on;
    clearTimeout(this.typingTimer);
    if (on) this.typingTimer = setTimeout(() => runInAction(() => (this.supportTyping = false)), TYPING_HOLD_MS);
  }
}
