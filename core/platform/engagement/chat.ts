import { checkChatText, isTyping, type ChatSender } from '../../domain/engagement/chat';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';

export interface ChatMessage {
  readonly id: number;
  readonly sender: ChatSender;
  readonly body: string;
  readonly createdAt: Date;
}

export interface ChatThread {
  readonly id: number;
  readonly accountId: number;
  readonly username: string;
  readonly lastMessageAt: Date | null;
  readonly playerUnread: number;
  readonly staffUnread: number;
  readonly playerTypingAt: Date | null;
  readonly staffTypingAt: Date | null;
  readonly preview: string;
}

/**
 * Chat threads, one per member. Writing a message, a read mark or a typing signal also writes the
 * live event for the other side in the same statement (the member's channel, or 'staff:chat').
 */
export interface ChatRepository {
  threadOf(accountId: number): Promise<ChatThread | null>;
  find(threadId: number): Promise<ChatThread | null>;
  /** Threads with the newest message first. */
  list(limit: number): Promise<ChatThread[]>;
  /** Messages after `afterId`, oldest first. */
  messages(threadId: number, afterId: number, limit: number): Promise<ChatMessage[]>;
  /** Adds a message (opening the member's thread on their first one) and counts it unread for the other side. */
  post(accountId: number, sender: ChatSender, body: string, at: Date): Promise<{ threadId: number; message: ChatMessage }>;
  markRead(threadId: number, reader: ChatSender): Promise<void>;
  typing(threadId: number, who: ChatSender, at: Date): Promise<void>;
}

export interface ChatView {
  readonly thread: ChatThread | null;
  readonly messages: readonly ChatMessage[];
  /** Whether the other side is typing now. */
  readonly typing: boolean;
}

const HISTORY = 200;

const memberOnly = (caller: Principal) => (caller.role === 'trial' ? fail('access.need_true_account') : caller.role === 'staff' ? fail('access.forbidden') : null);

/** The member's side of live chat with support: history, sending, read marks and typing. */
export class PlayerChat {
  constructor(private readonly deps: { readonly chat: ChatRepository; readonly clock: Clock }) {}

  async view(caller: Principal, afterId = 0): Promise<Result<ChatView>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const thread = await this.deps.chat.threadOf(caller.account.id);
    if (!thread) return ok({ thread: null, messages: [], typing: false });
    return ok({ thread, messages: await this.deps.chat.messages(thread.id, afterId, HISTORY), typing: isTyping(thread.staffTypingAt, this.deps.clock.now()) });
  }

  async send(caller: Principal, text: string): Promise<Result<ChatMessage>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const body = checkChatText(text);
    if (!body.ok) return body;
    return ok((await this.deps.chat.post(caller.account.id, 'player', body.value, this.deps.clock.now())).message);
  }

  async read(caller: Principal): Promise<Result<null>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const thread = await this.deps.chat.threadOf(caller.account.id);
    if (thread) await this.deps.chat.markRead(thread.id, 'player');
    return ok(null);
  }

  async typing(caller: Principal): Promise<Result<null>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const thread = await this.deps.chat.threadOf(caller.account.id);
    if (thread) await this.deps.chat.typing(thread.id, 'player', this.deps.clock.now());
    return ok(null);
  }
}

/** Support's side (`portal chat list|open|reply|attach`). Opening a thread marks it read. */
export class SupportChat {
  constructor(private readonly deps: { readonly chat: ChatRepository; readonly clock: Clock }) {}

  async threads(caller: Principal): Promise<Result<ChatThread[]>> {
    return staffOnly(caller) ?? ok(await this.deps.chat.list(HISTORY));
  }

  async open(caller: Principal, threadId: number, afterId = 0): Promise<Result<ChatView>> {
    const thread = await this.thread(caller, threadId);
    if (!thread.ok) return thread;
    const messages = await this.deps.chat.messages(threadId, afterId, HISTORY);
    await this.deps.chat.markRead(threadId, 'staff');
    return ok({ thread: thread.value, messages, typing: isTyping(thread.value.playerTypingAt, this.deps.clock.now()) });
  }

  async reply(caller: Principal, threadId: number, text: string): Promise<Result<ChatMessage>> {
    const thread = await this.thread(caller, threadId);
    if (!thread.ok) return thread;
    const body = checkChatText(text);
    if (!body.ok) return body;
    return ok((await this.deps.chat.post(thread.value.accountId, 'staff', body.value, this.deps.clock.now())).message);
  }

  async typing(caller: Principal, threadId: number): Promise<Result<null>> {
    const thread = await this.thread(caller, threadId);
    if (!thread.ok) return thread;
    await this.deps.chat.typing(threadId, 'staff', this.deps.clock.now());
    return ok(null);
  }

  private async thread(caller: Principal, threadId: number): Promise<Result<ChatThread>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const thread = await this.deps.chat.find(threadId);
    return thread ? ok(thread) : fail('chat.thread_not_found', { field: 'id' });
  }
}
