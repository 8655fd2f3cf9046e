import { checkChatText, isTyping, isVisitorKey } from '../../domain/engagement/chat';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Caller } from '../access/deps';
import type { RateLimiter } from '../access/ports';
import { staffOnly } from '../access/staff-only';
import { chattableHost } from './live-hosts';
import { type LiveHostRepository, type ChatThread, type ChatMessage, type ChatRepository, type ChatOwner } from './ports';

export interface ChatView {
  readonly thread: ChatThread | null;
  readonly messages: readonly ChatMessage[];
  /** Whether the other side is typing now. */
  readonly typing: boolean;
}

const HISTORY = 200;

/** Per IP: visitor threads opened an hour, and messages sent a minute (members' included), so anonymous chat cannot flood support. */
export const CHAT_RATES = { visitorThreads: { limit: 5, windowMs: 3_600_000 }, messages: { limit: 30, windowMs: 60_000 } };

/** Where a player chats: with support, or (members only) in the room of a live host who is enabled. */
export interface ChatPlace {
  readonly visitorKey: string | null;
  readonly hostId: number | null;
}

/** The player's side of live chat with support (a member, or a visitor by key) and of live hosts' rooms: history, sending, read marks and typing. */
export class PlayerChat {
  constructor(
    private readonly deps: {
      readonly chat: ChatRepository;
      readonly clock: Clock;
      readonly limiter: RateLimiter;
      readonly hosts: Pick<LiveHostRepository, 'find'>;
    },
  ) {}

  /** Who is chatting where: a real member, or a visitor with a key; trial accounts and staff are not players here. */
  private async ownerOf(caller: Principal | null, { visitorKey, hostId }: ChatPlace): Promise<Result<ChatOwner>> {
    if (caller?.role === 'trial') return fail('access.need_true_account');
    if (caller?.role === 'staff') return fail('access.forbidden');
    if (caller && hostId !== null) {
      const host = await chattableHost(this.deps.hosts, hostId);
      return host.ok ? ok({ accountId: caller.account.id, hostId }) : host;
    }
    if (caller) return ok({ accountId: caller.account.id });
    if (hostId === null && visitorKey !== null && isVisitorKey(visitorKey)) return ok({ visitorKey });
    return fail('access.not_logged_in');
  }

  async view(caller: Principal | null, place: ChatPlace, afterId = 0): Promise<Result<ChatView>> {
    const owner = await this.ownerOf(caller, place);
    if (!owner.ok) return owner;
    const thread = await this.deps.chat.threadOf(owner.value);
    if (!thread) return ok({ thread: null, messages: [], typing: false });
    return ok({ thread, messages: await this.deps.chat.messages(thread.id, afterId, HISTORY), typing: isTyping(thread.staffTypingAt, this.deps.clock.now()) });
  }

  async send(caller: Principal | null, place: ChatPlace, text: string, from: Caller): Promise<Result<ChatMessage>> {
    const owner = await this.ownerOf(caller, place);
    if (!owner.ok) return owner;
    const body = checkChatText(text);
    if (!body.ok) return body;
    const { limiter, chat } = this.deps;
    const { visitorThreads, messages } = CHAT_RATES;
    const opens = 'visitorKey' in owner.value && (await chat.threadOf(owner.value)) === null;
    if (opens && !(await limiter.hit(`chat:visitor-threads:ip:${from.ip}`, visitorThreads.limit, visitorThreads.windowMs)))
      return fail('chat.too_many_threads');
    if (!(await limiter.hit(`chat:messages:ip:${from.ip}`, messages.limit, messages.windowMs))) return fail('chat.too_many_messages');
    return ok((await chat.post(owner.value, 'player', body.value, this.deps.clock.now())).message);
  }

  async read(caller: Principal | null, place: ChatPlace): Promise<Result<null>> {
    const thread = await this.threadOf(caller, place);
    if (!thread.ok) return thread;
    if (thread.value) await this.deps.chat.markRead(thread.value.id, 'player');
    return ok(null);
  }

  async typing(caller: Principal | null, place: ChatPlace): Promise<Result<null>> {
    const thread = await this.threadOf(caller, place);
    if (!thread.ok) return thread;
    if (thread.value) await this.deps.chat.typing(thread.value.id, 'player', this.deps.clock.now());
    return ok(null);
  }

  private async threadOf(caller: Principal | null, place: ChatPlace): Promise<Result<ChatThread | null>> {
    const owner = await this.ownerOf(caller, place);
    return owner.ok ? ok(await this.deps.chat.threadOf(owner.value)) : owner;
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
    return ok((await this.deps.chat.post(thread.value.owner, 'staff', body.value, this.deps.clock.now())).message);
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
