import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { ChatGateway, ChatMessageView, ChatPageView, ChatRoom } from '../../../core/portal/engagement/chat';

/**
 * A member's chat as the server keeps it: the thread with support and one room per live host,
 * keeping the ChatGateway contract (tests/contract/suites/portal-chat-gateway.ts). `answer` is
 * a line from the other side.
 */
export class InMemoryChatGateway implements ChatGateway {
  private readonly rooms = new Map<ChatRoom, ChatMessageView[]>();
  private lastId = 0;

  constructor(private readonly hosts: ReadonlySet<number>) {}

  answer(room: ChatRoom, body: string): void {
    this.lines(room).push(this.line('staff', body));
  }

  async chat(room: ChatRoom, afterId: number): Promise<Result<ChatPageView>> {
    if (!this.open(room)) return fail('live.host_unavailable', { field: 'hostId' });
    return ok({ thread: null, messages: this.lines(room).filter((m) => m.id > afterId), typing: false });
  }

  async sendChat(room: ChatRoom, body: string): Promise<Result<ChatMessageView>> {
    if (!this.open(room)) return fail('live.host_unavailable', { field: 'hostId' });
    const line = this.line('player', body);
    this.lines(room).push(line);
    return ok(line);
  }

  async readChat(room: ChatRoom): Promise<Result<null>> {
    return this.open(room) ? ok(null) : fail('live.host_unavailable', { field: 'hostId' });
  }

  async typingChat(room: ChatRoom): Promise<Result<null>> {
    return this.readChat(room);
  }

  private open(room: ChatRoom): boolean {
    return room === null || this.hosts.has(room);
  }

  private lines(room: ChatRoom): ChatMessageView[] {
    const lines = this.rooms.get(room) ?? [];
    this.rooms.set(room, lines);
    return lines;
  }

  private line(sender: ChatMessageView['sender'], body: string): ChatMessageView {
    return { id: ++this.lastId, sender, body, createdAt: new Date(0).toISOString() };
  }
}
