import { createInterface } from 'node:readline';
import { CommanderError } from 'commander';
import { buildProgram } from './program';
import type { CliContext } from './context';

/** The only file that touches `process`. */
const ctx: CliContext = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  env: process.env,
  exitCode: 0,
  async readStdin() {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  promptSecret(question) {
    return new Promise((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => write.call(rl, s.includes(question) ? s : '');
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  },
  readLines: () => createInterface({ input: process.stdin, terminal: false }),
  stopSignal: () => new Promise((resolve) => ['SIGINT', 'SIGTERM'].forEach((s) => process.once(s, () => resolve(s)))),
};

try {
  await buildProgram(ctx).parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  ctx.exitCode = error.exitCode;
}
process.exitCode = ctx.exitCode;
