import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceBackends } from '../support/backends';
import { routeInputs, type JsonSchema } from '../support/openapi-samples';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember, PNG_PROOF } from '../support/withdrawal-world';
import { call, staffToken } from '../support/wps-http';

/** What a player tried: an escape that recolours the terminal, a carriage return that overwrites the line, an OSC 52 clipboard write. */
const HOSTILE_COMMENTS = ['Told Sara\u001b[2J\u001b[31mAPPROVED', 'Told Sara\rapproved by support', 'Told Sara\u001b]52;c;cm0gLXJmIH4=\u0007'];

/** String leaves of a request schema, by path, that would take a control character. */
function takingControls(schema: JsonSchema, path: string): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap((s) => takingControls(s, path));
  if (schema.properties) return Object.entries(schema.properties).flatMap(([name, s]) => takingControls(s, `${path}.${name}`));
  if (schema.items) return takingControls(schema.items, `${path}[]`);
  if (schema.type !== 'string' || schema.enum || schema.const !== undefined || schema.format) return [];
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  return ['a\u001bb', 'a\rb', 'a\u009bb', 'a\u007fb'].some((s) => !pattern || pattern.test(s)) ? [path] : [];
}

describe.each(surfaceBackends())('free text refuses control characters on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('no string a route takes lets a control character through (line feeds and tabs only where text has lines)', () => {
    const open: string[] = [];
    for (const [route, input] of routeInputs(server.app)) {
      for (const [name, schema] of Object.entries(input.params)) open.push(...takingControls(schema, `${route} :${name}`));
      for (const [name, { schema }] of Object.entries(input.query)) open.push(...takingControls(schema, `${route} ?${name}`));
      if (input.body) open.push(...takingControls(input.body, `${route} body`));
    }
    expect(open).toEqual([]);
  });

  it('a promotion application whose comment holds ESC, CR or OSC 52 is refused, naming the comment, and nothing is stored', async () => {
    const staff = await staffToken(server);
    const created = await call(server, 'POST', '/wps/admin/promotions', {
      token: staff,
      console: true,
      body: { title: 'Tell a friend', kind: 'application', category: 'others', amount: '5' },
    });
    const id = created.body.value.id as number;
    const member = await newMember(server);
    const picture = (await call(server, 'POST', '/wps/uploads', { token: member.token, raw: PNG_PROOF, contentType: 'image/png' })).body.value.id as number;
    for (const comment of HOSTILE_COMMENTS) {
      const answer = await call(server, 'PUT', `/wps/promotions/${id}/apply`, { token: member.token, body: { comment, images: [picture] } });
      expect([answer.status, answer.body.code, answer.body.value?.field]).toEqual([400, 'validation.control_characters', 'comment']);
    }
    expect((await call(server, 'GET', '/wps/admin/promotions/applications', { token: staff, console: true })).body.value).toEqual([]);
    const fine = await call(server, 'PUT', `/wps/promotions/${id}/apply`, { token: member.token, body: { comment: 'Told Sara\nand Omar', images: [picture] } });
    expect(fine.status).toBe(200);
  });
});
