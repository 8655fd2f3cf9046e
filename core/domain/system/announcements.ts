import { fail, ok, type Failure, type Result } from '../kernel/result';
import { checkTexts, type Texts } from './content-texts';

/** Announcement kinds as the relay names them: player notices (marquee and notice list), popups, promotion notices. */
export const ANNOUNCEMENT_KINDS = ['PL', 'PU', 'PR'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** Who sees it (execution): A logged-in players, B anonymous visitors, F players in their first session. */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];

export const ANNOUNCEMENT_TEXTS = ['title', 'content'] as const;
export type AnnouncementText = (typeof ANNOUNCEMENT_TEXTS)[number];

export interface AnnouncementInput {
  readonly kind: string;
  readonly execution: string;
  readonly title: string;
  /** Plain text; paragraphs are separated by blank lines. */
  readonly content: string;
  readonly sort: number;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly texts: Texts<AnnouncementText>;
}

export interface Announcement extends Omit<AnnouncementInput, 'kind' | 'execution'> {
  readonly id: number;
  readonly kind: AnnouncementKind;
  readonly execution: Execution;
  readonly enabled: boolean;
}

export type Viewer = 'anonymous' | 'member' | 'first_login';

/** Checks an announcement support creates; every failure is named, the first being the overall error. */
export function validateAnnouncement(input: AnnouncementInput): Result<Omit<Announcement, 'id' | 'enabled'>> {
  const failures: Failure[] = [];
  const kind = ANNOUNCEMENT_KINDS.find((k) => k === input.kind);
  const execution = EXECUTIONS.find((e) => e === input.execution);
  const title = input.title.trim();
  const content = input.content.trim();
  const texts = checkTexts(input.texts, { title: (t) => t.length <= 100, content: (t) => t.length <= 5000 });
  if (!kind) failures.push({ code: 'announcement.invalid_kind', field: 'kind', params: { kinds: ANNOUNCEMENT_KINDS.join(', ') } });
  if (!execution) failures.push({ code: 'announcement.invalid_execution', field: 'execution', params: { executions: EXECUTIONS.join(', ') } });
  if (title === '' || title.length > 100) failures.push({ code: 'announcement.invalid_title', field: 'title' });
  if (content.length > 5000) failures.push({ code: 'validation.too_long', field: 'content', params: { max: 5000 } });
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > 9999) failures.push({ code: 'announcement.invalid_sort', field: 'sort' });
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) failures.push({ code: 'validation.date_range', field: 'endsAt' });
  failures.push(...texts.failures);
  const [first] = failures;
  if (first || !kind || !execution) return fail(first!.code, { ...first, value: { errors: failures } });
  return ok({ kind, execution, title, content, sort: input.sort, startsAt: input.startsAt, endsAt: input.endsAt, texts: texts.texts });
}

/** Which executions a viewer sees: anonymous visitors B; players A, and F too in their first session. */
export function executionsFor(viewer: Viewer): readonly Execution[] {
  return viewer === 'anonymous' ? ['B'] : viewer === 'first_login' ? ['A', 'F'] : ['A'];
}

/** The announcements of the asked kinds a viewer sees now: enabled, inside their window, by sort then newest. */
export function announcementsFor(all: readonly Announcement[], kinds: readonly AnnouncementKind[], viewer: Viewer, now: Date): Announcement[] {
  const executions = executionsFor(viewer);
  return all
    .filter(
      (a) => kinds.includes(a.kind) && executions.includes(a.execution) && a.enabled && (!a.startsAt || a.startsAt <= now) && (!a.endsAt || now < a.endsAt),
    )
    .sort((a, b) => a.sort - b.sort || b.id - a.id);
}
