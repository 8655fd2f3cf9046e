import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../adapters/demo-psp/card-rules';
import type { FeatureNode } from '../../core/domain/system/settings';
import { createScratchDatabase, disconnected, testBackends } from '../support/backends';
import { templateDataDir, templateDatabase } from '../support/templates';
import { exited, freePort, startProcess } from '../support/server-process';
import type { TestServer } from '../support/test-server';
import { freshAccountNumber } from '../support/withdrawal-world';
import { bearerLogin, call, login, putSetting, registerMember, staffToken, STAFF, uniqueUsername } from '../support/wps-http';

const withFlag = (tree: FeatureNode[], modId: string): FeatureNode[] =>
  tree.map((n) => ({ ...n, enabled: n.modId === modId || n.enabled, childrenNodes: withFlag([...n.childrenNodes], modId) }));

/** Every string in a parsed log line, keys included. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]) : [];

/**
 * A real server process logs at info to a file while members register, log in (and fail to),
 * deposit through the hosted card page, withdraw to a bank account and reset their password by
 * email and by SMS. No secret that went over the wire may be in the log.
 */
describe.each(testBackends())('secrets kept out of the logs on %s', (backend) => {
  const dir = templateDataDir('portal-logs-');
  const logFile = join(dir, 'server.log');
  let child: ChildProcess;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const secrets: Record<string, string> = {};
  const answerIds: string[] = [];

  beforeAll(async () => {
    scratch = backend === 'postgres' ? await createScratchDatabase(templateDatabase('seeded')) : null;
    const port = await freePort();
    child = await startProcess(dir, port, scratch?.url, { LOG_LEVEL: 'info', TRUST_PROXY: '1' }, ['--demo']);
    const log = createWriteStream(logFile);
    child.stdout!.pipe(log);
    server = { url: `http://127.0.0.1:${port}` } as TestServer;
  });
  afterAll(async () => {
    child.kill('SIGTERM');
    await exited(child);
    if (scratch) {
      await disconnected(scratch.url);
      await scratch.drop();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const remember = <T extends { headers: Headers }>(answer: T): T => {
    answerIds.push(answer.headers.get('x-request-id')!);
    return answer;
  };

  it('drives logins, a registration, a card deposit, a bank withdrawal and password resets', async () => {
    const staff = await staffToken(server);
    secrets['staff token'] = staff;
    const settings = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    await putSetting(server, staff, 'whitelabel', withFlag(settings.whitelabel, 'CHNGPASSVERIF3'));
    await putSetting(server, staff, 'register', {
      ...settings.register,
      email: { ...settings.register.email, shown: true },
      mobileNum: { ...settings.register.mobileNum, shown: true },
    });

    const username = uniqueUsername('logs');
    const email = `${username}@example.com`;
    const national = `33${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    secrets['registration password'] = 'Reg1steredPw';
    const { token } = await registerMember(server, username, secrets['registration password']!, { email, mobileNum: `+92${national}` });
    secrets['registration token'] = token;
    secrets['wrong password'] = 'Wr0ngGuess9';
    expect(remember(await login(server, username, secrets['wrong password']!, { bearer: true })).status).toBe(401);
    const member = await bearerLogin(server, username, secrets['registration password']!);
    secrets['login token'] = member;
    secrets['staff password'] = STAFF.password;

    const order = (await call(server, 'PUT', '/wps/member/deposit/payment-page', { token: member, body: { amount: '900' } })).body.value as {
      checkoutUrl: string;
    };
    const checkoutToken = new URL(order.checkoutUrl, server.url).searchParams.get('token')!;
    secrets['checkout token'] = checkoutToken;
    expect((await fetch(`${server.url}/psp/checkout?token=${checkoutToken}`)).status).toBe(200);
    secrets['card number'] = TEST_CARDS.approved.replace(/\s/g, '');
    const card = { token: checkoutToken, action: 'pay', name: 'Ali Raza', number: TEST_CARDS.approved, expiry: '12/39', cvc: '123' };
    expect((await fetch(`${server.url}/psp/checkout`, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' })).status).toBe(303);
    await expect.poll(async () => (await call(server, 'GET', '/wps/member/info', { token: member })).body.value.balance, { timeout: 10_000 }).toBe('90000');

    secrets['payment password'] = '864209';
    const setPay = await call(server, 'PUT', '/wps/member/payment-password', {
      token: member,
      body: { newPassword: secrets['payment password'], confirmNewPassword: secrets['payment password'] },
    });
    expect(setPay.status).toBe(200);
    secrets['bank account number'] = freshAccountNumber();
    const bound = await call(server, 'PUT', '/wps/member/bank-accounts', {
      token: member,
      body: { bankName: 'Meezan Bank', accountNumber: secrets['bank account number'], accountName: 'Ali Khan' },
    });
    expect(bound.status).toBe(200);
    const withdrawn = await call(server, 'PUT', '/wps/member/withdraw', {
      token: member,
      body: { amount: '200', bankAccountId: bound.body.value.id, paymentPassword: secrets['payment password'] },
    });
    expect(withdrawn.status).toBe(200);

    const asked = await call(server, 'POST', '/wps/member/password/email', { body: { username, email } });
    expect(asked.status).toBe(200);
    const mails = (await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(email)}`, { token: staff, console: true })).body.value as {
      body: string;
    }[];
    const resetToken = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
    secrets['reset token'] = resetToken;
    await fetch(`${server.url}/resetPassword?token=${resetToken}`);
    secrets['new password'] = 'N3wPassword1';
    const reset = await call(server, 'POST', '/wps/member/password/reset', {
      body: { token: resetToken, newPassword: secrets['new password'], confirmNewPassword: secrets['new password'] },
    });
    expect(reset.status).toBe(200);

    expect((await call(server, 'POST', '/wps/verification/sms/forgetPassword', { body: { mobileNum: national, countryDialingCode: '+92' } })).status).toBe(200);
    const sms = (await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(`+92${national}`)}`, { token: staff, console: true })).body.value as {
      body: string;
    }[];
    secrets['sms code'] = /\b(\d{6})\b/.exec(sms[0]!.body)![1]!;
    secrets['sms password'] = 'SmsReset2026';
    const bySms = await call(server, 'POST', '/wps/member/password/verification', {
      body: {
        mobileNum: national,
        countryDialingCode: '+92',
        verificationCode: secrets['sms code'],
        newPassword: secrets['sms password'],
        confirmNewPassword: secrets['sms password'],
      },
      headers: { 'x-session-transport': 'bearer' },
    });
    expect(bySms.status).toBe(200);
    secrets['sms login token'] = bySms.body.value.token;
    remember(await call(server, 'GET', '/wps/member/info', { token: bySms.body.value.token, headers: { 'x-request-id': 'trace-from-balancer-1' } }));
  });

  it('logs every request with its request id, and no secret', async () => {
    // The log is the JSON lines; the rest of standard output is the start-up banner with the demo accounts.
    const jsonLines = () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{'));
    // The log reaches the file through a pipe: wait for the line that ends the last request.
    await expect.poll(() => jsonLines().some((l) => l.includes('"trace-from-balancer-1"') && l.includes('"res":'))).toBe(true);
    const json = jsonLines();
    const text = json.join('\n');
    const lines = json.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requestLines = lines.filter((l) => l['req'] !== undefined || l['res'] !== undefined);
    expect(requestLines.length).toBeGreaterThan(40);
    expect(requestLines.every((l) => typeof l['reqId'] === 'string')).toBe(true);
    const loggedIds = new Set(requestLines.map((l) => l['reqId']));
    for (const id of [...answerIds, 'trace-from-balancer-1']) expect(loggedIds.has(id), id).toBe(true);

    expect(Object.keys(secrets)).toHaveLength(15);
    const logged = lines.flatMap(stringsOf);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(
        logged.some((s) => s.includes(secret)),
        what,
      ).toBe(false);
      if (secret.length >= 8) expect(text.includes(secret), what).toBe(false);
    }
    expect(lines.some((l) => String((l['req'] as { url?: string } | undefined)?.url).startsWith('/resetPassword?token=~'))).toBe(true);
  });
});
