import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Formats that are compressed already (fonts, pictures): a second compression only costs. */
const COMPRESSED = /\.(woff2?|png|jpe?g|webp|avif|gif|br|gz)$/;

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when it is smaller than the file. */
async function compressBeside(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: 9 }),
  ]);
  await Promise.all([br.length < bytes.length && writeFile(`${file}.br`, br), gz.length < bytes.length && writeFile(`${file}.gz`, gz)]);
}

/** Compresses every file under a folder that is not compressed already. */
export async function precompressFolder(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && !COMPRESSED.test(e.name)).map((e) => join(e.parentPath, e.name));
  await Promise.all(files.map(compressBeside));
}

/**
 * Writes brotli and gzip copies beside every text file of the build (the public folder's too), so
 * the server sends them as they are to a browser that accepts them instead of compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      await precompressFolder(options.dir!);
    },
  };
}
