import { describe, expect, it } from 'vitest';
import type { LiveHost, LiveHostInput } from '../../../../core/domain/engagement/live-host';
import type { Principal } from '../../../../core/platform/access/authenticate';
import { PlayerChat } from '../../../../core/platform/engagement/chat';
import { type ChatOwner, type ChatRepository, type LiveHostRepository } from '../../../../core/platform/engagement/ports';
import { LaunchLiveChat, ListLiveHosts, LiveHostDesk } from '../../../../core/platform/engagement/live-hosts';

const NOW = new Date('2026-03-01T20:00:00Z');
const clock = { now: () => NOW };
const input: LiveHostInput = { name: 'Ayesha', pictureUrl: '/uploads/a.png', streamUrl: 'https://stream.example/a', schedule: 'nightly' };
const as = (role: Principal['role'], id = 7) => ({ role, account: { id } }) as unknown as Principal;

class MemoryHosts implements LiveHostRepository {
  readonly hosts: LiveHost[] = [];
  readonly by: unknown[] = [];
  async add(host: LiveHostInput, at: Date, by: unknown = 'system') {
    const added = { ...host, id: this.hosts.length + 1, enabled: true, createdAt: at };
    this.hosts.push(added);
    this.by.push(by);
    return added;
  }
  async list(enabledOnly: boolean) {
    return this.hosts.filter((h) => !enabledOnly || h.enabled).reverse();
  }
  async find(id: number) {
    return this.hosts.find((h) => h.id === id) ?? null;
  }
  async disable(id: number, by: unknown = 'system') {
    this.by.push(by);
    const i = this.hosts.findIndex((h) => h.id === id);
    if (i < 0) return null;
    this.hosts[i] = { ...this.hosts[i]!, enabled: false };
    return this.hosts[i]!;
  }
}

describe('live hosts', () => {
  it('support adds (checked) and disables hosts; players list the enabled ones; others may not manage them', async () => {
    const hosts = new MemoryHosts();
    const desk = new LiveHostDesk({ hosts, clock });
    expect(await desk.add(as('staff'), { ...input, name: '  Ayesha ' })).toEqual({ ok: true, value: { ...input, id: 1, enabled: true, createdAt: NOW } });
    await desk.add(as('staff'), { ...input, name: 'Bilal' });
    expect(await desk.add(as('staff'), { ...input, streamUrl: 'http://x' })).toMatchObject({ ok: false, error: { code: 'live.invalid_stream' } });
    expect(await desk.add(as('member'), input)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect(await desk.disable(as('staff'), 1)).toMatchObject({ ok: true, value: { id: 1, enabled: false } });
    expect(await desk.disable(as('staff'), 9)).toEqual({ ok: false, error: { code: 'live.host_not_found', field: 'id' } });
    expect(await desk.disable(as('agent'), 2)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    const listed = await new ListLiveHosts(hosts).execute();
    expect(listed.ok && listed.value.map((h) => h.name)).toEqual(['Bilal']);
    expect(hosts.by).toEqual([{ accountId: 7 }, { accountId: 7 }, { accountId: 7 }, { accountId: 7 }]);
    const all = await desk.list(as('staff'));
    expect(all.ok && all.value.map((h) => [h.name, h.enabled])).toEqual([
      ['Bilal', true],
      ['Ayesha', false],
    ]);
  });

  it('a member launches the chat of an enabled host; a disabled or unknown host, a trial account and staff are refused', async () => {
    const hosts = new MemoryHosts();
    await hosts.add(input, NOW);
    await hosts.add(input, NOW);
    await hosts.disable(2);
    const launch = new LaunchLiveChat(hosts);
    expect(await launch.execute(as('member'), 1)).toEqual({ ok: true, value: { chatUrl: '/?liveChat=1' } });
    expect(await launch.execute(as('agent'), 1)).toEqual({ ok: true, value: { chatUrl: '/?liveChat=1' } });
    for (const id of [2, 3]) expect(await launch.execute(as('member'), id)).toEqual({ ok: false, error: { code: 'live.host_unavailable', field: 'hostId' } });
    expect(await launch.execute(as('trial'), 1)).toEqual({ ok: false, error: { code: 'access.need_true_account' } });
    expect(await launch.execute(as('staff'), 1)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
  });

  it("a host's room is the member's own chat thread for that host, only while the host is enabled, and never a visitor's", async () => {
    const hosts = new MemoryHosts();
    await hosts.add(input, NOW);
    const posted: ChatOwner[] = [];
    const chat = {
      threadOf: async () => null,
      post: async (owner: ChatOwner) => (posted.push(owner), { threadId: 1, message: { id: 1, sender: 'player', body: 'hi', createdAt: NOW } }),
    } as unknown as ChatRepository;
    const player = new PlayerChat({ chat, clock, limiter: { hit: async () => true } as never, hosts });
    const from = { ip: '192.0.2.1' };
    expect((await player.send(as('member'), { visitorKey: null, hostId: 1 }, 'hi', from)).ok).toBe(true);
    expect((await player.send(as('member'), { visitorKey: null, hostId: null }, 'hi', from)).ok).toBe(true);
    expect(posted).toEqual([{ accountId: 7, hostId: 1 }, { accountId: 7 }]);
    expect(await player.send(null, { visitorKey: 'k'.repeat(40), hostId: 1 }, 'hi', from)).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
    await hosts.disable(1);
    expect(await player.view(as('member'), { visitorKey: null, hostId: 1 })).toEqual({ ok: false, error: { code: 'live.host_unavailable', field: 'hostId' } });
  });
});
