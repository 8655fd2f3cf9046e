import { Type, type Static } from 'typebox';
import { ContentLanguage, Lines, Text, TextsOf } from './fields';

export const BannerGroupQuery = Type.Object({ group: Type.String({ pattern: '^w_[a-z]{2,12}$' }), ...ContentLanguage }, { additionalProperties: false });
const BannerTexts = TextsOf({ title: Text(100), url: Text(1024) });
export const BannerIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

export const BannerBody = Type.Object(
  {
    groupName: Text(32),
    title: Text(100),
    url: Text(1024),
    linkageType: Text(16),
    target: Type.Optional(Text(1024)),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    startsAt: Type.Optional(Type.String({ format: 'date-time' })),
    endsAt: Type.Optional(Type.String({ format: 'date-time' })),
    texts: Type.Optional(BannerTexts),
  },
  { additionalProperties: false },
);

export const BannerItem = Type.Object({
  id: Type.Integer(),
  groupName: Type.String(),
  title: Type.String(),
  url: Type.String(),
  linkageType: Type.String(),
  target: Type.String(),
  sort: Type.Integer(),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  texts: BannerTexts,
});
export const BannerList = Type.Array(BannerItem);

export type BannerBodyDto = Static<typeof BannerBody>;
export type BannerItemDto = Static<typeof BannerItem>;

export const AnnouncementsQuery = Type.Object(
  { types: Type.String({ pattern: '^[A-Z]{1,2}(,[A-Z]{1,2}){0,9}$' }), platform: Type.Optional(Type.Literal('W')), ...ContentLanguage },
  { additionalProperties: false },
);

const AnnouncementTexts = TextsOf({ title: Text(100), content: Lines(5000) });

export const AnnouncementBody = Type.Object(
  {
    kind: Text(4),
    execution: Text(2),
    title: Text(100),
    content: Type.Optional(Lines(5000)),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    startsAt: Type.Optional(Type.String({ format: 'date-time' })),
    endsAt: Type.Optional(Type.String({ format: 'date-time' })),
    texts: Type.Optional(AnnouncementTexts),
  },
  { additionalProperties: false },
);

export const AnnouncementItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  execution: Type.String(),
  title: Type.String(),
  content: Type.String(),
  sort: Type.Integer(),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  texts: AnnouncementTexts,
});
export const AnnouncementList = Type.Array(AnnouncementItem);
export const AnnouncementLists = Type.Object({ banners: BannerList, player: AnnouncementList, popup: AnnouncementList, promotion: AnnouncementList });

export type AnnouncementBodyDto = Static<typeof AnnouncementBody>;
export type AnnouncementItemDto = Static<typeof AnnouncementItem>;
