import type { Role } from '../access/roles';
import { fail, ok, type Result } from '../kernel/result';
import { parseAmount } from './amount';

/** The member's main wallet; every other wallet is named by its game vendor's code. */
export const MAIN_WALLET = 'main';

/** A vendor wallet code as the operator lists it: 2 to 8 upper-case letters and digits. */
export const VENDOR_CODE = /^[A-Z0-9]{2,8}$/;

/** A client's request id: what makes a retried submit the same request (8 to 64 of [A-Za-z0-9_-]). */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function checkRequestId(requestId: string): Result<string> {
  return REQUEST_ID.test(requestId) ? ok(requestId) : fail('wallet.invalid_request_id', { field: 'requestId' });
}

/** Which way money goes between the main wallet and one vendor wallet. */
export interface WalletPair {
  readonly vendor: string;
  readonly direction: 'to_vendor' | 'to_main';
}

/**
 * Money moves only between the main wallet and one of the listed vendor wallets: vendor to vendor
 * would let a player hop games without the main wallet seeing it, so it is refused.
 */
export function checkWalletPair(from: string, to: string, vendors: readonly string[]): Result<WalletPair> {
  const known = (wallet: string) => wallet === MAIN_WALLET || vendors.includes(wallet);
  if (!known(from)) return fail('wallet.unknown_wallet', { field: 'from' });
  if (!known(to)) return fail('wallet.unknown_wallet', { field: 'to' });
  if (from === to) return fail('wallet.same_wallet', { field: 'to' });
  if (from !== MAIN_WALLET && to !== MAIN_WALLET) return fail('wallet.vendor_to_vendor', { field: 'to' });
  return from === MAIN_WALLET ? ok({ vendor: to, direction: 'to_vendor' }) : ok({ vendor: from, direction: 'to_main' });
}

/** Someone in the account tree, as the transfer rules see them. */
export interface TreeMember {
  readonly id: number;
  readonly role: Exclude<Role, 'visitor'>;
  readonly uplineId: number | null;
}

/**
 * Team transfers: a member or an agent may pay its direct upline; an agent may also pay its own
 * direct downline. Anyone else is "not found", so a caller learns nothing about other trees.
 */
export function checkTeamTransfer(sender: TreeMember, recipient: TreeMember | null): Result<'upline' | 'downline'> {
  if (sender.role === 'trial') return fail('access.need_true_account');
  if (sender.role === 'staff') return fail('access.forbidden');
  if (recipient === null || recipient.id === sender.id) return fail('wallet.recipient_not_found', { field: 'recipient' });
  if (sender.uplineId === recipient.id) return ok('upline');
  if (sender.role === 'agent' && recipient.uplineId === sender.id && recipient.role !== 'trial') return ok('downline');
  return fail('wallet.recipient_not_found', { field: 'recipient' });
}

/**
 * Support links an account under an upline: not itself, neither a trial nor a staff account on
 * either side, and never so that the upline would end up under the account (a cycle).
 * `ancestorsOfUpline` is the upline's chain upwards (its upline, that one's upline, …).
 */
export function checkUplineLink(account: TreeMember, upline: TreeMember, ancestorsOfUpline: readonly number[]): Result<null> {
  if (account.role === 'trial' || upline.role === 'trial') return fail('agency.trial_account');
  if (account.role === 'staff' || upline.role === 'staff') return fail('agency.staff_account');
  if (account.id === upline.id || ancestorsOfUpline.includes(account.id)) return fail('agency.upline_cycle');
  return ok(null);
}

/** A transfer amount: parseAmount's rule (positive, at most `scale` decimals, not huge) on the field 'amount'. */
export function checkTransferAmount(text: string, scale: number): Result<bigint> {
  const parsed = parseAmount(text, scale);
  return parsed.ok ? parsed : fail(parsed.error.code, { ...parsed.error, field: 'amount' });
}
