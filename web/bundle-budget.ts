import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly code?: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly name?: string;
}

/** The JavaScript a browser must fetch before an entry runs: the entry chunk and everything it imports statically. */
export function initialChunks(bundle: Readonly<Record<string, ChunkLike>>, entry: string): ChunkLike[] {
  const start = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === entry);
  if (!start) return [];
  const seen = new Map<string, ChunkLike>();
  const visit = (chunk: ChunkLike) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports ?? []) {
      const next = bundle[name];
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Prints the home route's initial JavaScript, gzip-compressed, after every build, and fails the
 * build when it is over the budget; the game pages, the member and agent centres load later.
 */
export function bundleBudget(entry: string, budgetKb: number): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = initialChunks(bundle as unknown as Record<string, ChunkLike>, entry);
      const bytes = chunks.reduce((sum, c) => sum + gzipSync(c.code ?? '', { level: 9 }).length, 0);
      const kb = bytes / 1000;
      const line = `initial JavaScript of the ${entry} entry (home route): ${kb.toFixed(1)} kB gzip in ${chunks.length} chunks (budget ${budgetKb} kB)`;
      if (kb > budgetKb) this.error(line);
      console.log(line);
    },
  };
}
