import { checkFeedback, checkFeedbackReply } from '../../domain/engagement/feedback';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkAttachments } from '../../domain/system/uploads';
import type { Principal } from '../access/authenticate';
import type { RateLimiter } from '../access/ports';
import { staffOnly } from '../access/staff-only';
import type { SettingsRepository, UploadStore } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import type { FeedbackRepository, Feedback } from './ports';

interface FeedbackDeps {
  readonly feedback: FeedbackRepository;
  readonly uploads: Pick<UploadStore, 'ownedBy'>;
  readonly messages: MessageRepository;
  readonly settings: SettingsRepository;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
}

/** A member may send this many feedback forms an hour. */
export const FEEDBACK_RATE = { limit: 10, windowMs: 3_600_000 };
const LIST = 100;

/** The feedback form (PUT /wps/feedback) and support's answers, which reach the member's inbox. */
export class FeedbackDesk {
  constructor(private readonly deps: FeedbackDeps) {}

  async send(caller: Principal, form: { type: string; content: string; images: readonly number[] }): Promise<Result<Feedback>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const checked = checkFeedback(form.type, form.content, (await this.deps.settings.load()).feedback);
    if (!checked.ok) return checked;
    const images = checkAttachments(form.images);
    if (!images.ok) return images;
    if ((await this.deps.uploads.ownedBy(images.value, caller.account.id)).length !== images.value.length) return fail('upload.not_found', { field: 'images' });
    if (!(await this.deps.limiter.hit(`feedback:${caller.account.id}`, FEEDBACK_RATE.limit, FEEDBACK_RATE.windowMs))) return fail('access.too_many_requests');
    return ok(await this.deps.feedback.add({ accountId: caller.account.id, ...checked.value, images: images.value }));
  }

  async mine(caller: Principal): Promise<Result<Feedback[]>> {
    if (caller.role === 'staff') return fail('access.forbidden');
    return ok(await this.deps.feedback.mine(caller.account.id, LIST));
  }

  async list(caller: Principal): Promise<Result<Feedback[]>> {
    return staffOnly(caller) ?? ok(await this.deps.feedback.list(LIST));
  }

  async reply(caller: Principal, id: number, text: string): Promise<Result<Feedback>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const checked = checkFeedbackReply(text);
    if (!checked.ok) return checked;
    const reply = checked.value;
    const found = await this.deps.feedback.find(id);
    if (!found) return fail('feedback.not_found', { field: 'id' });
    if (!(await this.deps.feedback.answer(id, reply, caller.account.id, this.deps.clock.now()))) return fail('feedback.answered');
    await this.deps.messages.add(found.accountId, 'feedback_reply', { question: found.content.slice(0, 60), reply });
    return ok((await this.deps.feedback.find(id))!);
  }
}
