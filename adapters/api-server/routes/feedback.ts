import type { Api } from '../api';
import type { Feedback } from '../../../core/platform/engagement/ports';
import { FeedbackBody, FeedbackIdParams, FeedbackItem, FeedbackList, FeedbackReplyBody, type FeedbackItemDto } from '../../wps-contract/feedback';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const present = (f: Feedback): FeedbackItemDto => ({
  id: f.id,
  account: f.username,
  type: f.type,
  content: f.content,
  images: [...f.images],
  reply: f.reply,
  createdAt: f.createdAt.toISOString(),
  repliedAt: f.repliedAt?.toISOString() ?? null,
});

/** The feedback form (PUT /wps/feedback) and support's answers. */
export function feedbackRoutes(app: Api, platform: Platform): void {
  const { feedback } = platform.engagement;

  app.put(
    '/wps/feedback',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, body: FeedbackBody, response: responses(FeedbackItem) } },
    async (request, reply) => {
      const { type, content, images } = request.body;
      return sendResult(reply, await feedback.send(request.principal, { type, content, images: images ?? [] }), present);
    },
  );

  app.get(
    '/wps/feedback',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, response: responses(FeedbackList) } },
    async (request, reply) => sendResult(reply, await feedback.mine(request.principal), (list) => list.map(present)),
  );

  app.get(
    '/wps/admin/feedback',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(FeedbackList) } },
    async (request, reply) => sendResult(reply, await feedback.list(request.principal), (list) => list.map(present)),
  );

  app.post(
    '/wps/admin/feedback/:id/reply',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: FeedbackIdParams, body: FeedbackReplyBody, response: responses(FeedbackItem) },
    },
    async (request, reply) => sendResult(reply, await feedback.reply(request.principal, Number(request.params.id), request.body.reply), present),
  );
}
