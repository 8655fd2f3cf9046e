import type { Command } from 'commander';
import { formatMoney } from '../../core/domain/kernel/money';
import type { MemberInfo } from '../../core/portal/access/types';
import type { MemberSessionsReport } from '../../core/portal/support/member-sessions';
import type { ProtectionInfo } from '../../core/portal/protection/ports';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { respond } from '../respond';

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

const MINOR_LIMIT = /^(deposit|loss|wager):/;

function printProtection(ctx: CliContext, report: ProtectionInfo & { account: string }): void {
  const shown = (key: string, v: bigint | null) => (v === null ? '-' : MINOR_LIMIT.test(key) ? formatMoney(v) : `${v} min`);
  ctx.out(`${'limit'.padEnd(14)}${'member'.padEnd(16)}${'operator'.padEnd(16)}${'applies'.padEnd(16)}${'used'.padEnd(16)}pending`);
  for (const l of report.limits) {
    const pending = l.pending ? `${shown(l.key, l.pending.value)} from ${l.pending.at}` : '-';
    ctx.out(
      `${l.key.padEnd(14)}${shown(l.key, l.member).padEnd(16)}${shown(l.key, l.operator).padEnd(16)}${shown(l.key, l.effective).padEnd(16)}${shown(l.key, l.used).padEnd(16)}${pending}`,
    );
  }
  const pause = report.pause;
  ctx.out(
    pause
      ? `${pause.kind === 'timeout' ? 'time-out' : 'self-exclusion'} since ${pause.startedAt} until ${pause.endsAt ?? 'permanent'} (cannot be shortened)`
      : `${report.account} is not on a time-out or self-exclusion`,
  );
}

function printSessions(ctx: CliContext, account: string, report: MemberSessionsReport): void {
  if (report.sessions.length === 0) ctx.out(`${account} has no active session`);
  for (const s of report.sessions) ctx.out(`${String(s.id).padEnd(8)}${s.ip.padEnd(40)}${s.lastSeenAt.padEnd(26)}${s.userAgent || '-'}`);
  if (report.revoked !== null) ctx.out(`revoked ${report.revoked} session${report.revoked === 1 ? '' : 's'} of ${account}`);
}

export function memberCommands(program: Command, ctx: CliContext): void {
  const member = program.command('member').description('account checks');
  addUrlOption(
    member.command('info [account]').description('show an account (staff: any account; otherwise your own)').option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string | undefined, flags: { url: string; json?: boolean }) => {
    const portal = composeCli(flags.url, ctx.sessionFile);
    respond(ctx, account ? await portal.lookupMember.execute(account) : await portal.me.execute(), flags.json, (found) => printMember(ctx, found));
  });
  addUrlOption(
    member
      .command('sessions <account>')
      .description("list a member's active sessions (staff); --revoke-all logs them out everywhere")
      .option('--revoke-all', 'end every session of the account')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string, flags: { url: string; revokeAll?: boolean; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).memberSessions.execute(account, flags.revokeAll ?? false);
    respond(ctx, result, flags.json, (report) => printSessions(ctx, account, report));
  });
  addUrlOption(
    member
      .command('protection <account>')
      .description("a member's limits, pending changes, usage and any time-out or self-exclusion (staff; breaks cannot be shortened)")
      .option(
        '--set-limit <key:period:amount>',
        "set the operator's limit, e.g. deposit:day:500 (major units; session:30 for minutes; nothing after the last colon removes it)",
      )
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string, flags: { url: string; setLimit?: string; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).memberProtection.execute(account, flags.setLimit ?? null);
    respond(ctx, result, flags.json, (protection) => printProtection(ctx, protection));
  });
  addUrlOption(
    member.command('upline <account> <upline-account>').description('put an account directly under an upline (staff; no cycles, no trial accounts)'),
    ctx,
  ).action(async (account: string, upline: string, flags: { url: string }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).setUpline.execute(account, upline);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`${result.value.account} is now directly under ${result.value.upline}`);
  });
}
