import type { Result } from '../../core/domain/kernel/result';
import type { FeedbackDeskGateway, FeedbackGateway, FeedbackView } from '../../core/portal/engagement/feedback';
import type { ApiClient } from './api-client';
import type { PromotionsApi } from './promotions-api';

/** The feedback routes of the /wps API; pictures go up through the uploads route. */
export class FeedbackApi implements FeedbackGateway, FeedbackDeskGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly uploads: Pick<PromotionsApi, 'upload'>,
  ) {}

  upload(bytes: Uint8Array): Promise<Result<number>> {
    return this.uploads.upload(bytes);
  }

  sendFeedback(type: string, content: string, images: readonly number[]): Promise<Result<FeedbackView>> {
    return this.api.call<FeedbackView>('PUT', '/wps/feedback', { body: { type, content, images } });
  }

  myFeedback(): Promise<Result<FeedbackView[]>> {
    return this.api.call<FeedbackView[]>('GET', '/wps/feedback');
  }

  allFeedback(): Promise<Result<FeedbackView[]>> {
    return this.api.call<FeedbackView[]>('GET', '/wps/admin/feedback');
  }

  replyFeedback(id: number, reply: string): Promise<Result<FeedbackView>> {
    return this.api.call<FeedbackView>('POST', `/wps/admin/feedback/${id}/reply`, { body: { reply } });
  }
}
