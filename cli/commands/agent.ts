import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { addUrlOption } from '../options';
import { respond } from '../respond';
import { contractLine } from './contract';

/** `portal agent create|tree|contracts`: support's view of agents and their teams. */
export function agentCommands(program: Command, ctx: CliContext): void {
  const agent = program.command('agent').description('agents, their teams and contracts (staff)');

  addUrlOption(
    agent
      .command('create <username>')
      .description('open an agent account, at the top or under an agent')
      .requiredOption('--password <password>', 'its first password')
      .option('--upline <agent>', 'the agent it sits under')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (username: string, flags: { url: string; password: string; upline?: string; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).agency.createAgent({
      username,
      password: flags.password,
      ...(flags.upline ? { upline: flags.upline } : {}),
    });
    respond(ctx, result, flags.json, (agent) => ctx.out(`agent ${agent.account} created (id ${agent.id})`));
  });

  addUrlOption(
    agent
      .command('tree <account>')
      .description("an account's team, each account under its upline")
      .option('--depth <n>', 'levels to show (1-10)', '10')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string, flags: { url: string; depth: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).agency.tree(account, Number(flags.depth)), flags.json, (tree) => {
      for (const node of tree) ctx.out(`${'  '.repeat(node.depth)}${node.depth > 0 ? '└ ' : ''}${node.account}${node.isAgent ? ' (agent)' : ''}`);
    });
  });

  addUrlOption(
    agent.command('contracts <account>').description('contracts the account holds or issued, newest first').option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string, flags: { url: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).agency.contracts(account), flags.json, (contracts) => {
      if (contracts.length === 0) return ctx.out('no contracts');
      for (const c of contracts) ctx.out(contractLine(c));
    });
  });
}
