import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../web/src/i18n/en';
import { lotteryEn } from '../../../web/src/i18n/lottery-en';
import { lotteryUr } from '../../../web/src/i18n/lottery-ur';
import { ur } from '../../../web/src/i18n/ur';
import { zh } from '../../../web/src/i18n/zh';
import { openStorage } from '../../../composition/server/storage';
import defaults from '../../../adapters/config/defaults.json';
import { FAILURE_CODES } from '../../../core/domain/kernel/failure-code';
import type { Texts } from '../../../core/domain/system/content-texts';
import { freshDatabase } from '../../support/templates';

const ROOT = join(import.meta.dirname, '..', '..', '..');

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [k, v] of flatten(value, path)) keys.set(k, v);
  }
  return keys;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const read = (dirs: readonly string[]) => dirs.flatMap((d) => sources(join(ROOT, d))).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
// Core makes some messages itself (a field rule's sentences, a round step's words): their keys count as the web's.
const web = [
  ...read(['web/src']).filter((f) => !f.path.includes(join('web', 'src', 'i18n'))),
  ...read(['core']).filter((f) => /\b(Message|Translate)\b/.test(f.text)),
];
const server = read(['core', 'adapters', 'cli']);
// The lottery pages' texts load with those pages, as their own namespace, and count as the app's.
const EN = flatten({ ...en, ...lotteryEn } as unknown as Tree);
const UR = flatten({ ...ur, ...lotteryUr } as unknown as Tree);
const all = (re: RegExp, files: readonly { text: string }[]) => files.flatMap((f) => [...f.text.matchAll(re)].map((m) => m[1]!));

/** Keys the web names literally: t('a.b'), i18nKey="a.b". */
const literalKeys = new Set(all(/\bt\(\s*['"]([A-Za-z][\w]*(?:\.[\w]+)+)['"]/g, web).concat(all(/i18nKey=["']([A-Za-z][\w]*(?:\.[\w]+)+)["']/g, web)));
/** Prefixes of keys built at run time: `a.b.${x}` uses every key under a.b. */
const dynamicPrefixes = new Set(all(/`([A-Za-z][\w]*\.[\w.]*)\$\{/g, web));
/** Any quoted text that is a whole key: keys kept in tables (label: 'nav.deposit') and passed to t later. */
const quoted = new Set(all(/['"`]([A-Za-z][\w]*(?:\.[\w]+)+)['"`]/g, web));
/** Error codes the server and the web can answer with (fail('wallet.insufficient_funds'), code: '…'), shown as errors.<code>. */
const errorCodes = new Set(all(/['"`]((?:[a-z]+_?)+(?:\.[a-z][a-z0-9_]*)+)['"`]/g, [...server, ...web]));
/** Codes built at run time, such as `validation.pattern.${id}`. */
const errorPrefixes = new Set(all(/`([a-z_]+\.[a-z_.]*)\$\{/g, server));
const PLURAL = /_(one|other|zero|few|many|two)$/;
const isKey = (k: string) => EN.has(k) || EN.has(`${k}_one`) || EN.has(`${k}_other`);

describe('the English and Urdu resources', () => {
  it('have the same keys, and no empty text', () => {
    expect([...UR.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...EN.keys()].filter((k) => !UR.has(k))).toEqual([]);
    expect([...EN, ...UR].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('have every key the web names literally', () => {
    expect([...literalKeys].filter((k) => !isKey(k)).sort()).toEqual([]);
  });

  it('have a text for every error code the server sends', () => {
    const sent = all(/\bfail\(\s*['"]([a-z_]+\.[a-z0-9_.]+)['"]/g, server);
    expect([...new Set(sent)].filter((code) => !EN.has(`errors.${code}`)).sort()).toEqual([]);
  });

  it('have no key that no code uses', () => {
    const named = (key: string) => literalKeys.has(key) || quoted.has(key) || [...dynamicPrefixes].some((p) => key.startsWith(p));
    const isError = (code: string) => errorCodes.has(code) || [...errorPrefixes].some((p) => code.startsWith(p));
    // i18next plural forms (a_one, a_other) are named by their base key.
    const used = (key: string) => named(key.replace(PLURAL, '')) || (key.startsWith('errors.') && isError(key.slice('errors.'.length)));
    expect([...EN.keys()].filter((k) => !used(k)).sort()).toEqual([]);
  });
});

describe('the failure-code catalogue', () => {
  it('has no code that nothing makes', () => {
    const makers = server.filter((f) => !/(failure-codes|status-by-code)\.ts$/.test(f.path));
    const made = new Set(all(/['"`]([a-z_]+\.[a-z0-9_.]+)['"`]/g, makers));
    const madePrefixes = all(/`([a-z_]+\.[a-z_.]*)\$\{/g, makers);
    expect(FAILURE_CODES.filter((code) => !made.has(code) && !madePrefixes.some((p) => code.startsWith(p)))).toEqual([]);
  });
});

describe('the Chinese resources of the agent back office', () => {
  const ZH = flatten(zh as unknown as Tree);
  it('translate every agent centre key, only keys English has, and no empty text', () => {
    expect([...EN.keys()].filter((k) => k.startsWith('agent.') && !ZH.has(k))).toEqual([]);
    expect([...ZH.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...ZH].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });
});

describe('the seeded operator content', () => {
  // The content's own columns hold the default language's words; every other shipped language needs its own.
  const further = defaults.supportLanguages.filter((l) => l !== defaults.defaultLang);
  type Piece = { readonly what: string; readonly own: Readonly<Record<string, string>>; readonly texts: Texts };
  const missing = (pieces: readonly Piece[]) =>
    pieces.flatMap(({ what, own, texts }) =>
      further.flatMap((l) =>
        Object.entries(own)
          .filter(([f, text]) => text !== '' && !texts[l]?.[f]?.trim())
          .map(([f]) => `${what}: ${l}.${f}`),
      ),
    );

  it('has every text of the demo and default seeds, the lottery games and the settings in every shipped language', async () => {
    const fresh = await freshDatabase('pglite', 'seeded');
    const { db, close } = await openStorage(fresh.storage);
    try {
      const pieces: Piece[] = [
        ...(await db.selectFrom('banners').select(['title', 'url', 'texts']).execute()).map((r) => ({
          what: `banner ${r.title}`,
          own: { title: r.title, url: r.url },
          texts: r.texts,
        })),
        ...(await db.selectFrom('announcements').select(['title', 'content', 'texts']).execute()).map((r) => ({
          what: `notice ${r.title}`,
          own: { title: r.title, content: r.content },
          texts: r.texts,
        })),
        ...(await db.selectFrom('promotions').select(['title', 'summary', 'content', 'texts']).execute()).map((r) => ({
          what: `promotion ${r.title}`,
          own: { title: r.title, summary: r.summary, content: r.content },
          texts: r.texts,
        })),
        ...(await db.selectFrom('missions').select(['title', 'texts']).execute()).map((r) => ({
          what: `mission ${r.title}`,
          own: { title: r.title },
          texts: r.texts,
        })),
        ...(await db.selectFrom('mall_goods').select(['name', 'texts']).execute()).map((r) => ({
          what: `goods ${r.name}`,
          own: { name: r.name },
          texts: r.texts,
        })),
        ...(await db.selectFrom('lottery_games').select(['name', 'texts']).execute()).map((r) => ({
          what: `lottery ${r.name}`,
          own: { name: r.name },
          texts: r.texts,
        })),
        ...defaults.vip.levels.map((l) => ({ what: `VIP level ${l.name}`, own: { name: l.name }, texts: l.texts })),
        { what: 'payment page', own: { displayName: defaults.paymentPage.displayName }, texts: defaults.paymentPage.texts },
        { what: 'home banner', own: { title: defaults.homeBanner.title, subtitle: defaults.homeBanner.subtitle }, texts: defaults.homeBanner.texts },
      ];
      expect(pieces.filter((p) => p.what.startsWith('promotion')).length).toBeGreaterThan(0);
      expect(missing(pieces)).toEqual([]);
      const articles = await db.selectFrom('help_articles').select(['lang', 'slug']).execute();
      const slugs = (lang: string) =>
        articles
          .filter((a) => a.lang === lang)
          .map((a) => a.slug)
          .sort();
      for (const lang of further) expect(slugs(lang)).toEqual(slugs(defaults.defaultLang));
    } finally {
      await close();
      await fresh.drop();
    }
  });

  it("has the games' names in every shipped language", async () => {
    const fresh = await freshDatabase('pglite', 'seeded');
    const { db, close } = await openStorage(fresh.storage);
    try {
      const untranslated = await db
        .selectFrom('games')
        .select(['game_code', 'name_en'])
        .where((eb) => eb.or([eb('name_ur', '=', ''), eb('name_ur', '=', eb.ref('name_en'))]))
        .where('name_en', '~', '[A-Za-z]')
        .limit(5)
        .execute();
      expect(untranslated).toEqual([]);
    } finally {
      await close();
      await fresh.drop();
    }
  });
});
