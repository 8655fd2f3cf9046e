import type { Api } from '../api';
import { UPLOAD_MAX_BYTES } from '../../../core/domain/system/uploads';
import { UploadedSchema, UploadIdParams } from '../../wps-contract/promotions';
import { EmptyQuery } from '../../wps-contract/system';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { IMAGE_BODY, responses } from './schemas';

/** Pictures to attach: the body is the picture; its content, not its name or type header, decides what it is. */
export function uploadRoutes(app: Api, platform: Platform): void {
  const { engagement } = platform;
  app.register(async (images: Api) => {
    // Twice the allowance reaches the use case, which names the problem (upload.too_large).
    images.addContentTypeParser(IMAGE_BODY, { parseAs: 'buffer', bodyLimit: 2 * UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    images.post(
      '/wps/uploads',
      {
        config: { auth: 'member' },
        schema: { tags: ['member'], description: 'body: a PNG or JPEG picture of at most 5 MB', querystring: EmptyQuery, response: responses(UploadedSchema) },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) return sendFailure(reply, { code: 'request.unsupported_media_type' });
        return sendResult(reply, await engagement.upload.execute(request.principal, new Uint8Array(request.body)), (v) => v);
      },
    );
  });

  app.get(
    '/wps/uploads/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['member'],
        description: 'the picture bytes: support pictures to everyone, players’ to their owner and staff',
        querystring: EmptyQuery,
        params: UploadIdParams,
      },
    },
    async (request, reply) => {
      const upload = await engagement.getUpload.execute(request.optionalPrincipal, Number(request.params.id));
      if (!upload.ok) return sendFailure(reply, upload.error);
      const caching = upload.value.public ? 'public, max-age=86400, immutable' : 'private, no-store';
      return reply
        .header('content-type', upload.value.contentType)
        .header('cache-control', caching)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(upload.value.bytes));
    },
  );
}
