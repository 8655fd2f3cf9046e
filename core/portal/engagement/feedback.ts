import type { Result } from '../../domain/kernel/result';
import { checkAttachments, checkUploadImage } from '../../domain/system/uploads';

export interface FeedbackView {
  readonly id: number;
  readonly account: string;
  readonly type: string;
  readonly content: string;
  readonly images: readonly number[];
  readonly reply: string | null;
  readonly createdAt: string;
  readonly repliedAt: string | null;
}

export interface FeedbackGateway {
  upload(bytes: Uint8Array): Promise<Result<number>>;
  sendFeedback(type: string, content: string, images: readonly number[]): Promise<Result<FeedbackView>>;
  myFeedback(): Promise<Result<FeedbackView[]>>;
}

export interface FeedbackDeskGateway {
  allFeedback(): Promise<Result<FeedbackView[]>>;
  replyFeedback(id: number, reply: string): Promise<Result<FeedbackView>>;
}

/** The feedback form: the pictures are checked first (nothing is uploaded in vain), then uploaded and the form sent; the server checks the words. */
export class SendFeedback {
  constructor(private readonly gateway: FeedbackGateway) {}

  async execute(type: string, content: string, pictures: readonly Uint8Array[]): Promise<Result<FeedbackView>> {
    const count = checkAttachments(pictures.map((_, i) => i + 1));
    if (!count.ok) return count;
    for (const picture of pictures) {
      const image = checkUploadImage(picture);
      if (!image.ok) return image;
    }
    const ids: number[] = [];
    for (const picture of pictures) {
      const uploaded = await this.gateway.upload(picture);
      if (!uploaded.ok) return uploaded;
      ids.push(uploaded.value);
    }
    return this.gateway.sendFeedback(type, content, ids);
  }
}

/** Support's feedback desk (`portal feedback list|reply`). */
export class SupportFeedback {
  constructor(private readonly gateway: FeedbackDeskGateway) {}

  list(): Promise<Result<FeedbackView[]>> {
    return this.gateway.allFeedback();
  }

  reply(id: number, reply: string): Promise<Result<FeedbackView>> {
    return this.gateway.replyFeedback(id, reply);
  }
}

/** The member's earlier feedback with support's answers. */
export class LoadMyFeedback {
  constructor(private readonly gateway: Pick<FeedbackGateway, 'myFeedback'>) {}

  execute(): Promise<Result<FeedbackView[]>> {
    return this.gateway.myFeedback();
  }
}
