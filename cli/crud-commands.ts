import type { Command } from 'commander';
import type { FailureCode } from '../core/domain/kernel/failure-code';
import type { Result } from '../core/domain/kernel/result';
import type { Texts } from '../core/domain/system/content-texts';
import { composeCli } from '../composition/cli/portal';
import type { CliPortal } from './cli-portal';
import type { CliContext } from './context';
import { reportFailure } from './exit-codes';
import { addUrlOption } from './options';
import { respond } from './respond';
import { addTextsOption, textsOf } from './texts-option';

/** What an id can be: the server is not asked about anything else. */
export const ID = /^[1-9][0-9]{0,8}$/;

interface UrlFlags {
  readonly url: string;
}
interface JsonFlags extends UrlFlags {
  readonly json?: boolean;
}

interface CreateSpec<T, F> {
  readonly name: string;
  readonly description: string;
  /** Every option but --json, --text and --url. */
  readonly options: (command: Command) => Command;
  /** The fields `--text` gives in a further language. */
  readonly texts: readonly string[];
  readonly create: (cli: CliPortal, flags: F, texts: { texts?: Texts }) => Promise<Result<T>>;
  readonly done: (created: T) => string;
}

/** A command that makes something: the made thing as JSON with --json, else the `done` line. */
export function createCommand<T, F>(parent: Command, ctx: CliContext, spec: CreateSpec<T, F>): void {
  const command = spec.options(parent.command(spec.name).description(spec.description)).option('--json', 'print JSON');
  addUrlOption(addTextsOption(command, spec.texts), ctx).action(async (flags: F & JsonFlags & { readonly text?: Texts }) =>
    respond(ctx, await spec.create(composeCli(flags.url, ctx.sessionFile), flags, textsOf(flags)), flags.json, (created) => ctx.out(spec.done(created))),
  );
}

/** `--from` and `--until`, as the start and end a created thing is shown or runs between; left out when not given. */
export const shownBetween = (flags: { readonly from?: string; readonly until?: string }): { startsAt?: string; endsAt?: string } => ({
  ...(flags.from ? { startsAt: flags.from } : {}),
  ...(flags.until ? { endsAt: flags.until } : {}),
});

interface ListSpec<T, F> {
  readonly name: string;
  readonly description: string;
  /** Options but --json and --url. */
  readonly options?: (command: Command) => Command;
  readonly list: (cli: CliPortal, flags: F) => Promise<Result<readonly T[]>>;
  readonly empty: string | ((flags: F) => string);
  readonly line: (item: T) => string;
}

/** A command that lists: as JSON with --json, else a line an item or the `empty` line. */
export function listCommand<T, F = object>(parent: Command, ctx: CliContext, spec: ListSpec<T, F>): void {
  const command = parent.command(spec.name).description(spec.description);
  addUrlOption((spec.options?.(command) ?? command).option('--json', 'print JSON'), ctx).action(async (flags: F & JsonFlags) =>
    respond(ctx, await spec.list(composeCli(flags.url, ctx.sessionFile), flags), flags.json, (items) => {
      if (items.length === 0) return ctx.out(typeof spec.empty === 'string' ? spec.empty : spec.empty(flags));
      for (const item of items) ctx.out(spec.line(item));
    }),
  );
}

interface IdSpec<T, F> {
  /** The command's name; it takes `<id>`. */
  readonly name: string;
  readonly description: string;
  /** Options but --url. */
  readonly options?: (command: Command) => Command;
  /** Reported for an id that cannot be one, without asking the server. */
  readonly notFound: FailureCode;
  readonly run: (cli: CliPortal, id: number, flags: F) => Promise<Result<T>>;
  readonly done: (id: string, value: T) => string;
}

/** A command on one thing by its id (`disable <id>`, `approve <id>`): the `done` line when it worked. */
export function idCommand<T, F = object>(parent: Command, ctx: CliContext, spec: IdSpec<T, F>): void {
  const command = parent.command(`${spec.name} <id>`).description(spec.description);
  addUrlOption(spec.options?.(command) ?? command, ctx).action(async (id: string, flags: F & UrlFlags) => {
    if (!ID.test(id)) return reportFailure(ctx, { code: spec.notFound, field: 'id' });
    const result = await spec.run(composeCli(flags.url, ctx.sessionFile), Number(id), flags);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(spec.done(id, result.value));
  });
}
