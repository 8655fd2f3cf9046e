import { isVisitorKey } from '../../domain/engagement/chat';
import type { Result } from '../../domain/kernel/result';

export interface ChatMessageView {
  readonly id: number;
  readonly sender: 'player' | 'staff';
  readonly body: string;
  readonly createdAt: string;
}

export interface ChatThreadView {
  readonly id: number;
  readonly account: string;
  readonly lastMessageAt: string | null;
  readonly playerUnread: number;
  readonly staffUnread: number;
  readonly preview: string;
}

export interface ChatPageView {
  readonly thread: ChatThreadView | null;
  readonly messages: readonly ChatMessageView[];
  /** The other side is typing now. */
  readonly typing: boolean;
}

/** Where a player chats: with support (null), or in a live host's room (the host's id; members only). */
export type ChatRoom = number | null;

/** The player's side of live chat. */
export interface ChatGateway {
  chat(room: ChatRoom, afterId: number): Promise<Result<ChatPageView>>;
  sendChat(room: ChatRoom, body: string): Promise<Result<ChatMessageView>>;
  readChat(room: ChatRoom): Promise<Result<null>>;
  typingChat(room: ChatRoom): Promise<Result<null>>;
}

/** Support's side of live chat. */
export interface ChatDeskGateway {
  chatThreads(): Promise<Result<ChatThreadView[]>>;
  openChat(threadId: number, afterId: number): Promise<Result<ChatPageView>>;
  replyChat(threadId: number, body: string): Promise<Result<ChatMessageView>>;
  typingReply(threadId: number): Promise<Result<null>>;
}

/** Support's chat desk (`portal chat list|open|reply|attach`). */
export class SupportChatDesk {
  constructor(private readonly gateway: ChatDeskGateway) {}

  threads(): Promise<Result<ChatThreadView[]>> {
    return this.gateway.chatThreads();
  }

  open(threadId: number, afterId = 0): Promise<Result<ChatPageView>> {
    return this.gateway.openChat(threadId, afterId);
  }

  reply(threadId: number, body: string): Promise<Result<ChatMessageView>> {
    return this.gateway.replyChat(threadId, body);
  }

  typing(threadId: number): Promise<Result<null>> {
    return this.gateway.typingReply(threadId);
  }
}

/** The key a visitor's browser keeps for its chat with support: made once, then reused. */
export function chatVisitorKey(preferences: { get(key: string): string | null; set(key: string, value: string): void }, random: () => string): string {
  const kept = preferences.get(VISITOR_KEY);
  if (kept && isVisitorKey(kept)) return kept;
  const made = random();
  preferences.set(VISITOR_KEY, made);
  return made;
}

const VISITOR_KEY = 'chatVisitor';
