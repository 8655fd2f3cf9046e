import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffCliOnServer } from '../support/staff-cli-server';
import { call, PLAYER } from '../support/wps-http';

describe('portal live host add / list / disable', () => {
  const { server, cli } = staffCliOnServer();
  const models = async () => ((await call(server(), 'GET', '/wps/relay/CBS_modelList')).body.value.list as { name: string }[]).map((h) => h.name);

  it('adds a host players see at once, lists every host, disables one', async () => {
    // The demo's two hosts are on already.
    const demo = (await cli().at('live', 'host', 'list')).out;
    expect(demo).toHaveLength(2);
    const demoModels = await models();
    const added = await cli().at(
      'live',
      'host',
      'add',
      'Ayesha Khan',
      '--picture',
      '/uploads/ayesha.png',
      '--stream',
      'https://stream.example/a.m3u8',
      '--schedule',
      'Mon–Fri 20:00–23:00',
    );
    expect(added.exitCode, added.stderr).toBe(0);
    expect(added.out[0]).toMatch(/^live host (\d+) added: Ayesha Khan$/);
    const id = /(\d+)/.exec(added.out[0]!)![1]!;
    expect(await models()).toEqual(['Ayesha Khan', ...demoModels]);

    const list = await cli().at('live', 'host', 'list');
    expect(list.out).toEqual([`${id.padStart(5)}  on   Ayesha Khan  Mon–Fri 20:00–23:00  https://stream.example/a.m3u8`, ...demo]);
    const json = JSON.parse((await cli().at('live', 'host', 'list', '--json')).stdout) as { id: number; enabled: boolean; pictureUrl: string }[];
    expect(json[0]).toMatchObject({ id: Number(id), enabled: true, pictureUrl: '/uploads/ayesha.png' });

    expect((await cli().at('live', 'host', 'disable', id)).out).toEqual([`live host ${id} disabled`]);
    expect(await models()).toEqual(demoModels);
    expect((await cli().at('live', 'host', 'list')).out[0]).toMatch(/ off  Ayesha Khan /);
  });

  it('refuses a bad stream, an unknown host and a member', async () => {
    const bad = await cli().at('live', 'host', 'add', 'X', '--picture', '/p.png', '--stream', 'http://plain.example/s');
    expect([bad.exitCode, bad.stderr]).toEqual([1, 'error: The stream is an https address. (live.invalid_stream, field: streamUrl)']);
    const unknown = await cli().at('live', 'host', 'disable', '999999');
    expect([unknown.exitCode, unknown.stderr]).toEqual([4, 'error: No such host. (live.host_not_found, field: id)']);

    const memberSession = join(cli().dir, 'member.json');
    await cli().run(['login', PLAYER.username, '--password-stdin', '--url', server().url], { stdin: PLAYER.password, sessionFile: memberSession });
    const member = await cli().run(['live', 'host', 'list', '--url', server().url], { sessionFile: memberSession });
    expect([member.exitCode, member.stderr]).toEqual([5, 'error: You are not allowed to do this. (access.forbidden)']);
  });
});
