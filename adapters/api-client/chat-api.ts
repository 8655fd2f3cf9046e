import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { ChatDeskGateway, ChatGateway, ChatMessageView, ChatPageView, ChatRoom, ChatThreadView } from '../../core/portal/engagement/chat';
import type { ChatMessageDto, ChatThreadDto, ChatViewDto } from '../wps-contract/chat';
import type { ApiClient } from './api-client';

const toMessage = (m: ChatMessageDto): ChatMessageView => ({ ...m, sender: m.sender as ChatMessageView['sender'] });
const toPage = (v: ChatViewDto): ChatPageView => ({ ...v, messages: v.messages.map(toMessage) });

const roomQuery = (room: ChatRoom): Record<string, string> => (room === null ? {} : { host: String(room) });

/** The live chat routes of the /wps API, both sides. */
export class ChatApi implements ChatGateway, ChatDeskGateway {
  /** `visitorKey` names the conversation of a visitor who is not logged in (the server prefers the session). */
  constructor(
    private readonly api: ApiClient,
    private readonly visitorKey: () => string | null = () => null,
  ) {}

  private get headers(): Record<string, string> {
    const key = this.visitorKey();
    return key ? { 'x-chat-visitor': key } : {};
  }

  async chat(room: ChatRoom, afterId: number): Promise<Result<ChatPageView>> {
    return mapOk(
      await this.api.call<ChatViewDto>('GET', '/wps/chat', { query: { ...roomQuery(room), after: String(afterId) }, headers: this.headers }),
      toPage,
    );
  }

  async sendChat(room: ChatRoom, body: string): Promise<Result<ChatMessageView>> {
    return mapOk(
      await this.api.call<ChatMessageDto>('POST', '/wps/chat/messages', { query: roomQuery(room), body: { body }, headers: this.headers }),
      toMessage,
    );
  }

  readChat(room: ChatRoom): Promise<Result<null>> {
    return this.api.call<null>('POST', '/wps/chat/read', { query: roomQuery(room), headers: this.headers });
  }

  typingChat(room: ChatRoom): Promise<Result<null>> {
    return this.api.call<null>('POST', '/wps/chat/typing', { query: roomQuery(room), headers: this.headers });
  }

  chatThreads(): Promise<Result<ChatThreadView[]>> {
    return this.api.call<ChatThreadDto[]>('GET', '/wps/admin/chat');
  }

  async openChat(threadId: number, afterId: number): Promise<Result<ChatPageView>> {
    return mapOk(await this.api.call<ChatViewDto>('GET', `/wps/admin/chat/${threadId}`, { query: { after: String(afterId) } }), toPage);
  }

  async replyChat(threadId: number, body: string): Promise<Result<ChatMessageView>> {
    return mapOk(await this.api.call<ChatMessageDto>('POST', `/wps/admin/chat/${threadId}/messages`, { body: { body } }), toMessage);
  }

  typingReply(threadId: number): Promise<Result<null>> {
    return this.api.call<null>('POST', `/wps/admin/chat/${threadId}/typing`);
  }
}
