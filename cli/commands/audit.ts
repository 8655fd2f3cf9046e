import type { Command } from 'commander';
import type { AuditCheck, AuditLine } from '../../core/portal/support/audit-desk';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { respond } from '../respond';

interface ListFlags {
  readonly url: string;
  readonly actor?: string;
  readonly kind?: string;
  readonly from?: string;
  readonly to?: string;
  readonly page: string;
  readonly size: string;
  readonly json?: boolean;
}

const line = (e: AuditLine) =>
  [
    String(e.id).padStart(7),
    e.at,
    (e.account ?? e.actor).padEnd(16),
    (e.role ?? '-').padEnd(8),
    e.kind.padEnd(32),
    e.subject.padEnd(24),
    JSON.stringify(e.detail),
  ].join('  ');

const WHAT_BROKE: Readonly<Record<string, string>> = {
  hash_mismatch: 'its content no longer matches its hash (the entry was changed)',
  prev_hash_mismatch: 'it does not link to the entry before it (an entry before it was changed, removed or slipped in)',
  head_mismatch: 'the chain head does not end the log here (entries were cut off the end or added behind its back)',
};

const verdict = (check: AuditCheck) =>
  check.broken
    ? `audit log: BROKEN at entry ${check.broken.id}: ${WHAT_BROKE[check.broken.problem] ?? check.broken.problem}`
    : `audit log: ${check.entries} entries, the chain holds${check.lastId === null ? '' : ` (last entry ${check.lastId})`}`;

/** `portal audit list|verify`: the tamper-evident audit log of staff actions and significant player events. */
export function auditCommands(program: Command, ctx: CliContext): void {
  const audit = program.command('audit').description('the audit log of staff actions and significant player events (staff)');
  addUrlOption(
    audit
      .command('list')
      .description('list entries, newest first')
      .option('--actor <who>', 'an account name, or visitor, system or operator')
      .option('--kind <kind>', "a kind ('deposit.approved') or its first part ('deposit')")
      .option('--from <when>', 'from this day (UTC) or ISO instant on')
      .option('--to <when>', 'up to this day (UTC, included) or ISO instant (excluded)')
      .option('--page <n>', 'page number', '1')
      .option('--size <n>', 'entries per page (at most 100)', '50')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: ListFlags) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).audit.list(flags), flags.json, (page) => {
      if (page.items.length === 0) return ctx.out('no audit entries');
      for (const e of page.items) ctx.out(line(e));
      ctx.out(`page ${page.pageNo} of ${page.totalPages} (${page.total} entries)`);
    });
  });
  addUrlOption(
    audit.command('verify').description('recompute the hash chain in order; exit 1 and name the first broken link if any').option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: { url: string; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).audit.verify();
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) printJson(ctx, result.value);
    else ctx.out(verdict(result.value));
    if (result.value.broken) ctx.exitCode = 1;
  });
}
