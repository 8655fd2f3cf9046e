import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../web/src/i18n/en';
import { lotteryEn } from '../../../web/src/i18n/lottery-en';
import { lotteryUr } from '../../../web/src/i18n/lottery-ur';
import { ur } from '../../../web/src/i18n/ur';
import { zh } from '../../../web/src/i18n/zh';

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
// Core makes some messages itself (a field rule's sentences): their keys count as the web's.
const web = [...read(['web/src']).filter((f) => !f.path.includes(join('web', 'src', 'i18n'))), ...read(['core']).filter((f) => /\bMessage\b/.test(f.text))];
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

describe('the Chinese resources of the agent back office', () => {
  const ZH = flatten(zh as unknown as Tree);
  it('translate every agent centre key, only keys English has, and no empty text', () => {
    expect([...EN.keys()].filter((k) => k.startsWith('agent.') && !ZH.has(k))).toEqual([]);
    expect([...ZH.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...ZH].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });
});
