import type { Api } from '../api';
import { Type } from 'typebox';
import { BANNER_TEXTS, type Banner } from '../../../core/domain/system/banners';
import { inLanguage } from '../../../core/domain/system/content-texts';
import { BannerBody, BannerGroupQuery, BannerIdParams, BannerItem, BannerList, type BannerItemDto } from '../../wps-contract/banners';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

export const presentBanner = (b: Banner): BannerItemDto => ({ ...b, startsAt: b.startsAt?.toISOString() ?? null, endsAt: b.endsAt?.toISOString() ?? null });

/** A banner as a reader of the language sees it. */
export const presentBannerIn =
  (language: string | undefined) =>
  (b: Banner): BannerItemDto =>
    presentBanner(inLanguage(b, BANNER_TEXTS, language ?? ''));

/** Banners by group for every visitor, and support's management of them. */
export function bannerRoutes(app: Api, platform: Platform): void {
  const { banners } = platform;
  app.get('/wps/system/banners', { schema: { tags: ['system'], querystring: BannerGroupQuery, response: responses(BannerList) } }, async (request, reply) =>
    sendResult(reply, await banners.list.execute(request.query.group), (list) => list.map(presentBannerIn(request.query.language))),
  );

  app.get(
    '/wps/admin/banners',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(BannerList) } },
    async (request, reply) => sendResult(reply, await banners.manage.list(request.principal), (list) => list.map(presentBanner)),
  );

  app.post(
    '/wps/admin/banners',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: BannerBody, response: responses(BannerItem) } },
    async (request, reply) => {
      const { body } = request;
      const input = {
        groupName: body.groupName,
        title: body.title,
        url: body.url,
        linkageType: body.linkageType,
        target: body.target ?? '',
        sort: body.sort ?? 0,
        startsAt: body.startsAt ? new Date(body.startsAt) : null,
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        texts: body.texts ?? {},
      };
      return sendResult(reply, await banners.manage.create(request.principal, input), presentBanner);
    },
  );

  app.post(
    '/wps/admin/banners/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: BannerIdParams, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await banners.manage.disable(request.principal, Number(request.params.id)), () => null),
  );
}
