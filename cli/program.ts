import { Command } from 'commander';
import type { CliContext } from './context';
import { configCommands } from './commands/config';
import { dbCommand } from './commands/db';
import { depositCommands } from './commands/deposit';
import { providerCommands } from './commands/provider';
import { gamesCommands } from './commands/games';
import { betCommands } from './commands/bets';
import { ledgerCommands } from './commands/ledger';
import { memberCommands } from './commands/member';
import { messageCommands } from './commands/message';
import { outboxCommands } from './commands/outbox';
import { bannerCommands } from './commands/banner';
import { promoCommands } from './commands/promo';
import { missionCommands } from './commands/mission';
import { mallCommands } from './commands/mall';
import { chatCommands } from './commands/chat';
import { feedbackCommands } from './commands/feedback';
import { announceCommands } from './commands/announce';
import { articleCommands } from './commands/articles';
import { serveCommand } from './commands/serve';
import { sessionCommands } from './commands/session';
import { staffCommands } from './commands/staff';
import { systemCommands } from './commands/system';
import { withdrawCommands } from './commands/withdraw';

export function buildProgram(ctx: CliContext): Command {
  const program = new Command('portal')
    .description('Casino portal: server, database and support tools')
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.out(s.trimEnd()), writeErr: (s) => ctx.err(s.trimEnd()) });
  serveCommand(program, ctx);
  dbCommand(program, ctx);
  sessionCommands(program, ctx);
  memberCommands(program, ctx);
  configCommands(program, ctx);
  systemCommands(program, ctx);
  staffCommands(program, ctx);
  ledgerCommands(program, ctx);
  depositCommands(program, ctx);
  gamesCommands(program, ctx);
  betCommands(program, ctx);
  messageCommands(program, ctx);
  outboxCommands(program, ctx);
  bannerCommands(program, ctx);
  promoCommands(program, ctx);
  missionCommands(program, ctx);
  mallCommands(program, ctx);
  chatCommands(program, ctx);
  feedbackCommands(program, ctx);
  announceCommands(program, ctx);
  articleCommands(program, ctx);
  withdrawCommands(program, ctx);
  providerCommands(program, ctx);
  return program;
}
