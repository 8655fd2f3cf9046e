import type { Command } from 'commander';
import type { FeedbackView } from '../../core/portal/engagement/feedback';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { ID, listCommand } from '../crud-commands';

const line = (f: FeedbackView) =>
  [
    String(f.id).padStart(5),
    f.reply === null ? 'open    ' : 'answered',
    f.account.padEnd(16),
    f.type.padEnd(11),
    `${f.images.length} picture(s)`,
    f.content,
  ].join('  ');

export function feedbackCommands(program: Command, ctx: CliContext): void {
  const feedback = program.command('feedback').description("players' feedback forms (staff)");
  listCommand(feedback, ctx, {
    name: 'list',
    description: 'unanswered first, oldest first; then the latest answered',
    list: (cli) => cli.feedback.list(),
    empty: 'no feedback',
    line,
  });

  addUrlOption(feedback.command('reply <id> <text...>').description("answer a feedback form; the answer reaches the player's inbox"), ctx).action(
    async (id: string, words: string[], flags: { url: string }) => {
      if (!ID.test(id)) return reportFailure(ctx, { code: 'feedback.not_found', field: 'id' });
      const result = await composeCli(flags.url, ctx.sessionFile).feedback.reply(Number(id), words.join(' '));
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`feedback ${id} answered`);
    },
  );
}
