import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { addUrlOption } from '../options';
import { respond } from '../respond';

export function providerCommands(program: Command, ctx: CliContext): void {
  const provider = program.command('provider').description('outside game providers on the seamless-wallet API (staff)');
  addUrlOption(
    provider.command('create <code>').description('connect a provider and print its signing secret (shown this once)').option('--json', 'print JSON'),
    ctx,
  ).action(async (code: string, flags: { url: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).connectProvider.execute(code), flags.json, (provider) => {
      ctx.out(`provider ${provider.code} connected (currency ${provider.currency})`);
      ctx.out(`secret: ${provider.secret}`);
      ctx.out('Store the secret now: it is not shown again. Sign each request body with HMAC-SHA256 and send it in x-signature.');
    });
  });
}
