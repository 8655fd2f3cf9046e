import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { LoadInbox } from '../../../core/portal/messages/load-inbox';
import type { MessagePage } from '../../../core/portal/messages/types';
import type { UpdateInbox } from '../../../core/portal/messages/update-inbox';
import type { AuthStore } from './auth-store';

/** The inbox's view model (messageV2): a page of messages, the open one, the unread filter. */
export class MessagesStore {
  page: MessagePage | null = null;
  pageNo = 1;
  unreadOnly = false;
  openId: number | null = null;
  loading = false;
  error: Failure | null = null;
  private requestId = 0;

  constructor(
    private readonly inbox: { load: LoadInbox; update: UpdateInbox },
    private readonly auth: AuthStore,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<MessagesStore, 'inbox' | 'auth' | 'clock' | 'requestId'>(this, { inbox: false, auth: false, clock: false, requestId: false });
  }

  get items() {
    return this.page?.items ?? [];
  }

  get totalPages(): number {
    return Math.max(this.page?.totalPages ?? 1, 1);
  }

  get unread(): number {
    return this.auth.member?.unreadCount ?? 0;
  }

  async load(pageNo = this.pageNo): Promise<void> {
    const id = ++this.requestId;
    this.loading = true;
    const result = await this.inbox.load.execute(pageNo, this.unreadOnly);
    runInAction(() => {
      if (id !== this.requestId) return;
      this.loading = false;
      this.error = result.ok ? null : result.error;
      if (!result.ok) return;
      this.page = result.value;
      this.pageNo = result.value.pageNo;
      this.auth.applyUnread(result.value.unread);
    });
  }

  async showUnreadOnly(unreadOnly: boolean): Promise<void> {
    this.unreadOnly = unreadOnly;
    await this.load(1);
  }

  /** Opening an unread message reads it; opening the open one closes it. */
  async toggle(id: number): Promise<void> {
    this.openId = this.openId === id ? null : id;
    const message = this.items.find((m) => m.id === id);
    if (this.openId === id && message && message.readAt === null) await this.apply(this.inbox.update.markRead([id]), [id]);
  }

  async markAllRead(): Promise<void> {
    await this.apply(this.inbox.update.markRead(null), null);
  }

  async remove(id: number): Promise<void> {
    const result = await this.inbox.update.remove([id]);
    if (!result.ok) return runInAction(() => void (this.error = result.error));
    runInAction(() => this.auth.applyUnread(result.value.unread));
    await this.load(this.items.length === 1 && this.pageNo > 1 ? this.pageNo - 1 : this.pageNo);
  }

  private async apply(call: Promise<Result<{ unread: number }>>, ids: readonly number[] | null): Promise<void> {
    const result = await call;
    runInAction(() => {
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      this.auth.applyUnread(result.value.unread);
      const now = this.clock.now().toISOString();
      if (this.page)
        this.page = {
          ...this.page,
          unread: result.value.unread,
          items: this.page.items.map((m) => (m.readAt === null && (ids === null || ids.includes(m.id)) ? { ...m, readAt: now } : m)),
        };
    });
    if (this.unreadOnly && ids === null) await this.load(1);
  }
}
