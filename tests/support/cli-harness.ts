import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommanderError } from 'commander';
import type { CliContext } from '../../cli/context';
import { buildProgram } from '../../cli/program';

export interface CliRun {
  readonly out: readonly string[];
  readonly err: readonly string[];
  readonly exitCode: number;
  /** All output lines joined, for matching and JSON parsing. */
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** What `--password-stdin` reads. */
  readonly stdin?: string;
  readonly env?: Record<string, string>;
  /** Another session file (another user at the same machine). */
  readonly sessionFile?: string;
}

export interface CliHarness {
  readonly dir: string;
  readonly sessionFile: string;
  run(args: readonly string[], options?: RunOptions): Promise<CliRun>;
  cleanup(): void;
}

/**
 * Runs `portal …` in process, as `main.ts` does, with a context that collects the output lines and
 * keeps the session file in a temporary folder. Every run builds a fresh program.
 */
export function cliHarness(): CliHarness {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
  const sessionFile = join(dir, 'config', 'session.json');
  return {
    dir,
    sessionFile,
    async run(args, options = {}) {
      const out: string[] = [];
      const err: string[] = [];
      const ctx: CliContext = {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        env: options.env ?? {},
        readStdin: async () => options.stdin ?? '',
        promptSecret: async () => {
          throw new Error('a test must not reach the terminal prompt');
        },
        readLines: async function* () {
          yield* (options.stdin ?? '').split('\n').filter((line) => line !== '');
        },
        stopSignal: () => new Promise<string>(() => undefined),
        sessionFile: options.sessionFile ?? sessionFile,
        exitCode: 0,
      };
      try {
        await buildProgram(ctx).parseAsync(['node', 'portal', ...args]);
      } catch (error) {
        if (!(error instanceof CommanderError)) throw error;
        ctx.exitCode = error.exitCode;
      }
      return { out, err, exitCode: ctx.exitCode, stdout: out.join('\n'), stderr: err.join('\n') };
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface StaffCli extends CliHarness {
  /** Runs a command against the server the harness logged in to. */
  at(...args: string[]): Promise<CliRun>;
}

/** A CLI harness with support logged in to the server at `url`. */
export async function staffCli(url: string): Promise<StaffCli> {
  const cli = cliHarness();
  const login = await cli.run(['login', 'support', '--password-stdin', '--url', url], { stdin: 'Support#2026' });
  if (login.exitCode !== 0) throw new Error(`support could not log in: ${login.stderr}`);
  return { ...cli, at: (...args) => cli.run([...args, '--url', url]) };
}
