import type { Api } from '../api';
import { Type } from 'typebox';
import { ANNOUNCEMENT_TEXTS, type Announcement } from '../../../core/domain/system/announcements';
import { inLanguage } from '../../../core/domain/system/content-texts';
import {
  AnnouncementBody,
  AnnouncementItem,
  AnnouncementList,
  AnnouncementLists,
  AnnouncementsQuery,
  BannerIdParams,
  type AnnouncementItemDto,
} from '../../wps-contract/banners';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { presentBannerIn } from './banners';
import { responses } from './schemas';

const present = (a: Announcement): AnnouncementItemDto => ({ ...a, startsAt: a.startsAt?.toISOString() ?? null, endsAt: a.endsAt?.toISOString() ?? null });
const presentIn = (language: string | undefined) => (a: Announcement) => present(inLanguage(a, ANNOUNCEMENT_TEXTS, language ?? ''));

/** Announcements for whoever asks (logged in or not), and support's management of them. */
export function announcementRoutes(app: Api, platform: Platform): void {
  const { announcements } = platform;
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    { config: { auth: 'optional' }, schema: { tags: ['system'], querystring: AnnouncementsQuery, response: responses(AnnouncementLists) } },
    async (request, reply) => {
      const result = await announcements.list.execute(request.optionalPrincipal, request.query.types.split(','));
      const { language } = request.query;
      const shown = presentIn(language);
      return sendResult(reply, result, (lists) => ({
        banners: lists.banners.map(presentBannerIn(language)),
        player: lists.player.map(shown),
        popup: lists.popup.map(shown),
        promotion: lists.promotion.map(shown),
      }));
    },
  );

  app.get(
    '/wps/admin/announcements',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(AnnouncementList) } },
    async (request, reply) => sendResult(reply, await announcements.manage.list(request.principal), (list) => list.map(present)),
  );

  app.post(
    '/wps/admin/announcements',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: AnnouncementBody, response: responses(AnnouncementItem) } },
    async (request, reply) => {
      const { body } = request;
      const input = {
        kind: body.kind,
        execution: body.execution,
        title: body.title,
        content: body.content ?? '',
        sort: body.sort ?? 0,
        startsAt: body.startsAt ? new Date(body.startsAt) : null,
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        texts: body.texts ?? {},
      };
      return sendResult(reply, await announcements.manage.create(request.principal, input), present);
    },
  );

  app.post(
    '/wps/admin/announcements/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: BannerIdParams, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await announcements.manage.disable(request.principal, Number(request.params.id)), () => null),
  );
}
