import type { CliContext } from './context';

/** Every control character but the line feed that ends a command's own lines: C0, DEL and C1. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/gu;

/** Shows a control character as its escape (`\u001b`), which is also what it means inside a JSON string. */
export const neutralise = (text: string): string => text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The context the commands print through: nothing they received reaches the terminal as a control sequence. */
export function safeOutput(ctx: CliContext): CliContext {
  return {
    ...ctx,
    out: (line) => ctx.out(neutralise(line)),
    err: (line) => ctx.err(neutralise(line)),
    get exitCode() {
      return ctx.exitCode;
    },
    set exitCode(code: number) {
      ctx.exitCode = code;
    },
  };
}
