import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

export function providerCommands(program: Command, ctx: CliContext): void {
  const provider = program.command('provider').description('outside game providers on the seamless-wallet API (staff)');
  addUrlOption(
    provider.command('create <code>').description('connect a provider and print its signing secret (shown this once)').option('--json', 'print JSON'),
    ctx,
  ).action(async (code: string, flags: { url: string; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).connectProvider.execute(code);
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    ctx.out(`provider ${result.value.code} connected (currency ${result.value.currency})`);
    ctx.out(`secret: ${result.value.secret}`);
    ctx.out('Store the secret now: it is not shown again. Sign each request body with HMAC-SHA256 and send it in x-signature.');
  });
}
