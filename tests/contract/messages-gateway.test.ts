import { afterAll, beforeAll, describe } from 'vitest';
import { ApiClient } from '../../adapters/api-client/api-client';
import { InMemoryMessagesGateway } from '../support/fakes/portal-messages-gateway';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { messagesGatewayContract } from './suites/messages-gateway';

describe('the in-memory MessagesGateway', () => {
  messagesGatewayContract(async () => {
    const gateway = new InMemoryMessagesGateway();
    return { gateway, deliver: (title) => gateway.deliver(title) };
  });
});

describe('ApiClient as the MessagesGateway', () => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  messagesGatewayContract(async () => {
    const username = uniqueUsername('mgw');
    const gateway = new ApiClient(server.url, 'bearer');
    gateway.useToken((await registerMember(server, username, 'Abc12345')).token);
    const deliver = async (title: string) => {
      await call(server, 'POST', '/wps/admin/messages', { token: staff, console: true, body: { to: username, title, body: `${title} body` } });
    };
    return { gateway, deliver };
  });
});
