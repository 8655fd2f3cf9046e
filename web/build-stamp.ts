import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

const PROJECT = new URL('..', import.meta.url).pathname;
const OUT_DIR = join(PROJECT, 'web', 'dist');
/** Written last, beside the build output: the build is whole once it is there. */
const STAMP = join(OUT_DIR, '.build-stamp.json');

interface Stamp {
  /** The project's own files the build read (web/ imports core/ and adapters/ sources). */
  readonly modules: readonly string[];
  readonly hash: string;
}

/** Everything under web/ but the output, the modules the build read and the lock file, hashed by path and content. */
async function sourceHash(modules: readonly string[]): Promise<string> {
  const web = (await readdir(join(PROJECT, 'web'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(PROJECT, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith('web/dist/'));
  const hash = createHash('sha256');
  for (const path of [...new Set([...web, ...modules, 'package-lock.json'])].sort()) {
    hash.update(`${path}\0`);
    hash.update(existsSync(join(PROJECT, path)) ? await readFile(join(PROJECT, path)) : '(missing)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether web/dist was built from the sources as they are now. */
export async function buildIsCurrent(): Promise<boolean> {
  if (!existsSync(STAMP) || !existsSync(join(OUT_DIR, 'index.html'))) return false;
  const stamp = JSON.parse(await readFile(STAMP, 'utf8')) as Stamp;
  return stamp.hash === (await sourceHash(stamp.modules));
}

/** Records, after a build, what it was built from, so `npm start` can skip the next one when nothing changed. */
export function buildStamp(): Plugin {
  let modules: string[] = [];
  return {
    name: 'build-stamp',
    apply: 'build',
    generateBundle() {
      modules = [...this.getModuleIds()]
        .filter((id) => id.startsWith(PROJECT) && !id.includes('/node_modules/'))
        .map((id) => relative(PROJECT, id.split('?')[0]!));
    },
    async closeBundle() {
      const stamp: Stamp = { modules, hash: await sourceHash(modules) };
      await writeFile(STAMP, JSON.stringify(stamp));
    },
  };
}
