import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatGateway } from '../../../core/portal/engagement/chat';
import { expectRefused, valueOf } from './portal-results';

export interface ChatGatewayFixture {
  /** A member's session with no chat yet. */
  readonly gateway: ChatGateway;
  /** An enabled live host's id, and one no host has. */
  readonly hostId: number;
  readonly unknownHostId: number;
}

/** The portal's ChatGateway: the api client against a real server, and the fake the store tests use. */
export function chatGatewayContract(fresh: () => Promise<ChatGatewayFixture>): void {
  describe('ChatGateway contract', () => {
    let f: ChatGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('the chat with support and a host’s room keep their lines apart, each paged after the last line seen', async () => {
      const { gateway, hostId } = f;
      const toSupport = valueOf(await gateway.sendChat(null, 'to support'));
      const toHost = valueOf(await gateway.sendChat(hostId, 'to the host'));
      expect([toSupport.sender, toHost.sender]).toEqual(['player', 'player']);
      expect(valueOf(await gateway.chat(null, 0)).messages.map((m) => m.body)).toEqual(['to support']);
      expect(valueOf(await gateway.chat(hostId, 0)).messages.map((m) => m.body)).toEqual(['to the host']);
      valueOf(await gateway.sendChat(hostId, 'again'));
      expect(valueOf(await gateway.chat(hostId, toHost.id)).messages.map((m) => m.body)).toEqual(['again']);
      expect(valueOf(await gateway.readChat(hostId))).toBeNull();
      expect(valueOf(await gateway.typingChat(hostId))).toBeNull();
    });

    it('a room of a host who is not on is live.host_unavailable, and nothing is sent there', async () => {
      const { gateway, unknownHostId } = f;
      expectRefused(await gateway.sendChat(unknownHostId, 'hello?'), 'live.host_unavailable');
      expectRefused(await gateway.chat(unknownHostId, 0), 'live.host_unavailable');
    });
  });
}
