import { fail, ok, type Failure, type Result } from '../kernel/result';
import { checkTexts, type Texts } from './content-texts';

/** Banner groups: the home carousel, the login, register and forgot-password modals, the side menu. */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a click on a banner opens (linkageType): a portal route, a game, an outside page, or nothing. */
export const LINKAGE_TYPES = ['NONE', 'ROUTE', 'GAME', 'URL'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** A banner's words per language: its title and its picture (a picture holds words too). */
export const BANNER_TEXTS = ['title', 'url'] as const;
export type BannerText = (typeof BANNER_TEXTS)[number];

export interface BannerInput {
  readonly groupName: string;
  readonly title: string;
  /** The picture: an https address (the operator's CDN) or a path of this site. */
  readonly url: string;
  readonly linkageType: string;
  readonly target: string;
  readonly sort: number;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly texts: Texts<BannerText>;
}

export interface Banner extends Omit<BannerInput, 'groupName' | 'linkageType'> {
  readonly id: number;
  readonly groupName: BannerGroup;
  readonly linkageType: LinkageType;
  readonly enabled: boolean;
}

const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const WEB_ADDRESS = /^https:\/\/[^\s/?#]+(\/[^\s]*)?$/;

function targetFailure(linkageType: LinkageType, target: string): Failure | null {
  const bad: Failure = { code: 'banner.invalid_target', field: 'target' };
  if (linkageType === 'NONE') return target === '' ? null : bad;
  if (linkageType === 'ROUTE') return SITE_PATH.test(target) ? null : bad;
  if (linkageType === 'GAME') return /^[A-Za-z0-9_.:-]{1,64}$/.test(target) ? null : bad;
  return WEB_ADDRESS.test(target) ? null : bad;
}

/** Checks a banner support creates; every failure is named, the first being the overall error. */
export function validateBanner(input: BannerInput): Result<Omit<Banner, 'id' | 'enabled'>> {
  const failures: Failure[] = [];
  const groupName = BANNER_GROUPS.find((g) => g === input.groupName);
  const linkageType = LINKAGE_TYPES.find((l) => l === input.linkageType);
  const title = input.title.trim();
  const isPicture = (url: string) => SITE_PATH.test(url) || WEB_ADDRESS.test(url);
  const texts = checkTexts(input.texts, { title: (t) => t.length <= 100, url: isPicture });
  if (!groupName) failures.push({ code: 'banner.invalid_group', field: 'groupName', params: { groups: BANNER_GROUPS.join(', ') } });
  if (title === '' || title.length > 100) failures.push({ code: 'banner.invalid_title', field: 'title' });
  if (!isPicture(input.url)) failures.push({ code: 'banner.invalid_image', field: 'url' });
  if (!linkageType) failures.push({ code: 'banner.invalid_linkage', field: 'linkageType', params: { types: LINKAGE_TYPES.join(', ') } });
  else {
    const failure = targetFailure(linkageType, input.target.trim());
    if (failure) failures.push(failure);
  }
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > 9999) failures.push({ code: 'banner.invalid_sort', field: 'sort' });
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) failures.push({ code: 'validation.date_range', field: 'endsAt' });
  failures.push(...texts.failures);
  const [first] = failures;
  if (first || !groupName || !linkageType) return fail(first!.code, { ...first, value: { errors: failures } });
  return ok({
    groupName,
    title,
    url: input.url,
    linkageType,
    target: input.target.trim(),
    sort: input.sort,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    texts: texts.texts,
  });
}

/** The banners a group shows now: enabled, inside their time window, by sort then newest first. */
export function showingNow(banners: readonly Banner[], group: BannerGroup, now: Date): Banner[] {
  return banners
    .filter((b) => b.groupName === group && b.enabled && (!b.startsAt || b.startsAt <= now) && (!b.endsAt || now < b.endsAt))
    .sort((a, b) => a.sort - b.sort || b.id - a.id);
}
