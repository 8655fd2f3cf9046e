import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffCliOnServer } from '../support/staff-cli-server';
import { call, PLAYER } from '../support/wps-http';

describe('portal feature list / on / off', () => {
  const { server, cli } = staffCliOnServer();
  const smsLogin = async () =>
    ((await call(server(), 'GET', '/wps/system/whitelabel')).body.value as { modId: string; enabled: boolean }[]).find((n) => n.modId === 'SMSLOGIN')!.enabled;

  it('lists the tree: id, name, on or off, children indented under their parent', async () => {
    const list = await cli().at('feature', 'list');
    expect(list.exitCode, list.stderr).toBe(0);
    const lines = list.out.map((l) => l.trimEnd());
    expect(lines.find((l) => l.startsWith('SMSLOGIN '))).toMatch(/^SMSLOGIN\s+log-in by SMS code\s+off$/);
    const social = lines.findIndex((l) => l.startsWith('SOCIALLOGIN '));
    expect(lines[social + 1]).toMatch(/^ {2}FACEBOOK\s+sign-in with Facebook\s+off$/);
    expect(lines[social + 2]).toMatch(/^ {2}GOOGLE\s+sign-in with Google\s+off$/);
    expect(new Set(lines.map((l) => l.search(/(on|off)$/))).size).toBe(1);
  });

  it('switches SMSLOGIN on and off, each change audited as a setting change', async () => {
    const on = await cli().at('feature', 'on', 'SMSLOGIN');
    expect([on.exitCode, on.out]).toEqual([0, ['SMSLOGIN on']]);
    expect(await smsLogin()).toBe(true);
    expect((await cli().at('feature', 'list')).out.find((l) => l.startsWith('SMSLOGIN '))).toMatch(/ on$/);
    const off = await cli().at('feature', 'off', 'SMSLOGIN');
    expect([off.exitCode, off.out]).toEqual([0, ['SMSLOGIN off']]);
    expect(await smsLogin()).toBe(false);

    const audit = JSON.parse((await cli().at('audit', 'list', '--kind', 'setting', '--size', '2', '--json')).stdout) as {
      items: { kind: string; subject: string; account: string }[];
    };
    expect(audit.items.map((e) => [e.kind, e.subject, e.account])).toEqual([
      ['setting.changed', 'setting:whitelabel', 'support'],
      ['setting.changed', 'setting:whitelabel', 'support'],
    ]);
  });

  it('refuses an unknown module and a member', async () => {
    const unknown = await cli().at('feature', 'on', 'NOSUCH');
    expect([unknown.exitCode, unknown.stderr]).toEqual([1, 'error: Unknown feature NOSUCH. (system.unknown_feature)']);

    const memberSession = join(cli().dir, 'member.json');
    await cli().run(['login', PLAYER.username, '--password-stdin', '--url', server().url], { stdin: PLAYER.password, sessionFile: memberSession });
    const member = await cli().run(['feature', 'on', 'SMSLOGIN', '--url', server().url], { sessionFile: memberSession });
    expect([member.exitCode, member.stderr]).toEqual([5, 'error: You are not allowed to do this. (access.forbidden)']);
    expect(await smsLogin()).toBe(false);
  });
});
