import type { TestServer } from './test-server';
import { call, registerMember, uniqueUsername, type Answer } from './wps-http';

export const PAY_PASSWORD = '135790';

/** A tiny valid PNG (1×1) and JPEG header: proof images as a phone would send them. */
export const PNG_PROOF = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);

export interface WithdrawingMember {
  readonly username: string;
  readonly token: string;
  readonly bankAccountId: number;
  readonly accountNumber: string;
}

let numbers = 0;
/** A bank account number no other test binds (numbers are unique platform-wide). */
export const freshAccountNumber = (): string => `PK${process.pid}${Date.now().toString().slice(-6)}${String(++numbers).padStart(4, '0')}`;

/** Registers a member past the per-IP registration limit (every test client shares 127.0.0.1). */
export async function newMember(server: TestServer, username = uniqueUsername('wd')): Promise<{ id: number; token: string }> {
  await server.database.db.deleteFrom('rate_hits').where('key', 'not like', 'payment-password:%').execute();
  return registerMember(server, username, 'Abc12345');
}

/** Deposits `major` (decimal text) for the member and has support approve it. */
export async function fund(server: TestServer, staff: string, token: string, major: string): Promise<void> {
  const deposit = await call(server, 'PUT', '/wps/member/deposit/bank', { token, body: { amount: major, payerName: 'Ali Khan' } });
  if (deposit.status !== 200) throw new Error(`deposit answered ${deposit.status} ${deposit.body?.code}`);
  const approved = await call(server, 'POST', `/wps/admin/deposits/${deposit.body.value.id}/approve`, { token: staff, console: true });
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status} ${approved.body?.code}`);
}

/**
 * A new member with `major` in the wallet, a payment password and one bound bank account. Load
 * tests pass `paymentPasswordHash` (PAY_PASSWORD hashed once) to skip one scrypt per member.
 */
export async function withdrawingMember(
  server: TestServer,
  staff: string,
  major: string,
  prefix = 'wd',
  paymentPasswordHash?: string,
): Promise<WithdrawingMember> {
  const username = uniqueUsername(prefix);
  const { id, token } = await newMember(server, username);
  if (major !== '0') await fund(server, staff, token, major);
  if (paymentPasswordHash) {
    await server.database.db.updateTable('accounts').set({ payment_password_hash: paymentPasswordHash }).where('id', '=', id).execute();
  } else {
    const set = await call(server, 'PUT', '/wps/member/payment-password', { token, body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD } });
    if (set.status !== 200) throw new Error(`payment password answered ${set.status} ${set.body?.code}`);
  }
  const accountNumber = freshAccountNumber();
  const bound = await call(server, 'PUT', '/wps/member/bank-accounts', { token, body: { bankName: 'Meezan Bank', accountNumber, accountName: 'Ali Khan' } });
  if (bound.status !== 200) throw new Error(`bind answered ${bound.status} ${bound.body?.code}`);
  return { username, token, bankAccountId: bound.body.value.id as number, accountNumber };
}

export const withdraw = (server: TestServer, member: WithdrawingMember, amount: string, extra: Record<string, unknown> = {}): Promise<Answer> =>
  call(server, 'PUT', '/wps/member/withdraw', {
    token: member.token,
    body: { amount, bankAccountId: member.bankAccountId, paymentPassword: PAY_PASSWORD, ...extra },
  });

export const available = async (server: TestServer, token: string): Promise<bigint> =>
  BigInt((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance as string);
