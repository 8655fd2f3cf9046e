import { InvalidArgumentError, type Command } from 'commander';
import { formatMoney } from '../../core/domain/kernel/money';
import type { BetItem, RoundLog } from '../../core/portal/records/ports';
import { roundStepText } from '../../core/portal/records/round-step-text';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { translate } from '../failure-text';
import { addUrlOption } from '../options';
import { respond } from '../respond';

const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('a whole number from 1');
  return n;
};

const amount = (minor: bigint | null, scale: number) => (minor === null ? '—' : formatMoney(minor, '', scale));

function betLine(b: BetItem, scale: number): string {
  return [
    String(b.roundId).padStart(8),
    b.startedAt.slice(0, 19).replace('T', ' '),
    b.gameType.padEnd(7),
    b.gameName.slice(0, 24).padEnd(24),
    amount(b.bet, scale).padStart(12),
    amount(b.win, scale).padStart(12),
    amount(b.profit, scale).padStart(12),
    b.status,
  ].join('  ');
}

function printRound(ctx: CliContext, r: RoundLog): void {
  ctx.out(`round ${r.roundId} (${r.provider} ${r.roundRef}): ${r.gameCode}, ${r.status}`);
  ctx.out(`  player ${r.player} (account id ${r.accountId})`);
  ctx.out(`  started ${r.startedAt}${r.endedAt ? `, ended ${r.endedAt}` : ''}`);
  ctx.out(
    `  balance ${amount(r.balanceBefore, r.scale)} → ${amount(r.balanceAfter, r.scale)}; stake ${amount(r.stake, r.scale)}, win ${amount(r.win, r.scale)}`,
  );
  if (r.fairness)
    ctx.out(
      `  fairness: server seed hash ${r.fairness.serverSeedHash}, client seed ${r.fairness.clientSeed}, nonce ${r.fairness.nonce}, server seed ${r.fairness.serverSeed ?? '(not revealed yet)'}`,
    );
  for (const s of r.steps) {
    const detail = Object.keys(s.detail).length > 0 ? `  ${JSON.stringify(s.detail)}` : '';
    ctx.out(
      `  ${String(s.seq).padStart(3)}. ${s.at}  ${s.kind.padEnd(8)} ${amount(s.amount, r.scale).padStart(12)}  balance ${amount(s.balanceAfter, r.scale).padStart(12)}  ${s.txId}${detail}`,
    );
    const said = roundStepText((key, params) => translate(key, params) ?? key, r.detail['engine'], s);
    if (said) ctx.out(`       ${said}`);
  }
}

/** Support: `portal bets <account>` (a member's betting record) and `portal rounds show <id>` (a round's full log). */
export function betCommands(program: Command, ctx: CliContext): void {
  addUrlOption(
    program
      .command('bets <account>')
      .description("a member's betting record, newest first, with totals; staff only")
      .option('--from <yyyy-mm-dd>', 'first day (operator time zone)')
      .option('--to <yyyy-mm-dd>', 'last day, inclusive')
      .option('--page <n>', 'page number', positive, 1)
      .option('--size <n>', 'rounds per page', positive, 50)
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string, flags: { url: string; from?: string; to?: string; page: number; size: number; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).bets.member(
      account,
      { ...(flags.from ? { from: flags.from } : {}), ...(flags.to ? { to: flags.to } : {}) },
      flags.page,
      flags.size,
    );
    respond(ctx, result, flags.json, ({ items, totals, scale, pageNo, totalPages }) => {
      for (const b of items) ctx.out(betLine(b, scale));
      ctx.out(
        `page ${pageNo} of ${totalPages}: ${totals.count} rounds, bet ${amount(totals.bet, scale)}, valid ${amount(totals.validBet, scale)}, won ${amount(totals.win, scale)}, result ${amount(totals.profit, scale)}`,
      );
    });
  });

  const rounds = program.command('rounds').description('game rounds of every provider');
  addUrlOption(
    rounds
      .command('show <roundId>')
      .description('a round replayed: player, game, times, balances, stakes, wins, fairness seeds and every step; staff only')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (roundId: string, flags: { url: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).bets.round(Number(roundId)), flags.json, (round) => printRound(ctx, round));
  });
}
