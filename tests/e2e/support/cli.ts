import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliContext } from '../../../cli/context';
import { buildProgram } from '../../../cli/program';
import type { E2E } from './browser';

/** A fresh place for one suite's CLI session. */
export const cliSessionFile = () => join(mkdtempSync(join(tmpdir(), 'portal-e2e-')), 'session.json');

/** Runs `portal …` in process, the way support staff would from a terminal. */
export async function portal(e2e: E2E, sessionFile: string, ...args: string[]): Promise<CliContext> {
  const ctx: CliContext = {
    out: () => undefined,
    err: (line) => console.error(line),
    env: {},
    exitCode: 0,
    sessionFile,
    readStdin: async () => 'Support#2026\n',
    promptSecret: async () => 'Support#2026',
    readLines: async function* () {},
    stopSignal: () => new Promise(() => undefined),
  };
  await buildProgram(ctx).parseAsync(['node', 'portal', ...args, '--url', e2e.server.url]);
  return ctx;
}
