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
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const listen = (updates: BalanceUpdate[]) => stops.push(new WebSocketLiveUpdates(url).connect({ balance: (u) => updates.push(u), message: () => undefined, chat: () => undefined, lottery: () => undefined }));

  it('connects again soon after the server closes with 1012 (service restart)', async () => {
    closeFirstWith = 1012;
    const updates: BalanceUpdate[] = [];
    listen(updates);
    await expect.poll(() => updates, { timeout: 3000 }).toEqual([{ code: 'main', available: 4200n }]);
    expect(connections).toBe(2);
  });

  it('does not connect again after 4401 (log in again)', async () => {
    closeFirstWith = 4401;
    const updates: BalanceUpdate[] = [];
    listen(updates);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(connections).toBe(1);
    expect(updates).toEqual([]);
  });
});
