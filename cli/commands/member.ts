import type { Command } from 'commander';
import { formatMoney } from '../../core/domain/kernel/money';
import type { MemberInfo } from '../../core/portal/access/types';
import { composeCli } from '../composition';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

function printMember(ctx: CliContext, member: MemberInfo & { lockedUntil?: string | null }): void {
  const rows: [string, string][] = [
    ['id', String(member.id)],
    ['account', member.account],
    ['nickname', member.nickname],
    ['type', `${member.type} (${member.role})`],
    ['balance', formatMoney(member.balance, member.currencySymbol, member.scale)],
    ['created', member.createdAt],
    ['last login', member.lastLoginAt ?? 'never'],
    ['must change password', member.mustChangePassword ? 'yes' : 'no'],
  ];
  if (member.lockedUntil !== undefined) rows.push(['locked until', member.lockedUntil ?? 'not locked']);
  for (const [label, value] of rows) ctx.out(`${label.padEnd(22)}${value}`);
}

export function memberCommands(program: Command, ctx: CliContext): void {
  const member = program.command('member').description('account checks');
  addUrlOption(member.command('info [account]').description("show an account (staff: any account; otherwise your own)").option('--json', 'print JSON'), ctx).action(
    async (account: string | undefined, flags: { url: string; json?: boolean }) => {
      const portal = composeCli(flags.url, ctx.sessionFile);
      const result = account ? await portal.lookupMember.execute(account) : await portal.me.execute();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) printJson(ctx, result.value);
      else printMember(ctx, result.value);
    },
  );
  addUrlOption(member.command('upline <account> <upline-account>').description('put an account directly under an upline (staff; no cycles, no trial accounts)'), ctx).action(
    async (account: string, upline: string, flags: { url: string }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).setUpline.execute(account, upline);
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`${result.value.account} is now directly under ${result.value.upline}`);
    },
  );
}
