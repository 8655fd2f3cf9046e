import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { WebSocketLiveUpdates } from '../../../adapters/browser/websocket-live-updates';
import type { BalanceUpdate } from '../../../core/portal/wallet/live-updates';

/** The browser adapter against a real websocket server that ends each first connection with a given close code. */
describe('WebSocketLiveUpdates', () => {
  let server: WebSocketServer;
  let url: string;
  let closeFirstWith = 1012;
  let connections = 0;
  const stops: (() => void)[] = [];
  beforeAll(async () => {
    // Node 20 has no WebSocket global; ws offers the same onopen/onmessage/onclose interface.
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/wps/ws`;
    server.on('connection', (socket) => {
      connections += 1;
      if (connections === 1) socket.close(closeFirstWith, 'bye');
      else socket.send(JSON.stringify({ event: 'balance', code: 'main', available: '4200' }));
    });
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    connections = 0;
    ended = 0;
    retries.length = 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** The delays of the reconnections the adapter asked for; each runs at once. */
  const retries: number[] = [];
  const later = (run: () => void, ms: number) => {
    retries.push(ms);
    return setTimeout(run, 0);
  };
  let ended = 0;
  const listen = (updates: BalanceUpdate[]) =>
    stops.push(
      new WebSocketLiveUpdates(url, later).connect({
        balance: (u) => updates.push(u),
        message: () => undefined,
        chat: () => undefined,
        lottery: () => undefined,
        loginEnded: () => (ended += 1),
      }),
    );

  it('connects again soon after the server closes with 1012 (service restart)', async () => {
    closeFirstWith = 1012;
    const updates: BalanceUpdate[] = [];
    listen(updates);
    await expect.poll(() => updates, { timeout: 3000 }).toEqual([{ code: 'main', available: 4200n }]);
    expect(connections).toBe(2);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toBeLessThanOrEqual(1250);
    expect(ended).toBe(0);
  });

  it('does not connect again after 4401, and tells that the login ended', async () => {
    closeFirstWith = 4401;
    const updates: BalanceUpdate[] = [];
    listen(updates);
    await expect.poll(() => ended, { timeout: 3000 }).toBe(1);
    expect(retries).toEqual([]);
    expect(connections).toBe(1);
    expect(updates).toEqual([]);
  });
});
