import type { FastifyInstance } from 'fastify';

/** A route as the matrix and the fuzz suite name it: `GET /wps/member/bets/{roundId}` (OpenAPI spelling). */
export type RouteKey = `${string} /${string}`;

const TREE_LINE = /^([│ ]*)[├└]── (.+) \(([A-Z, ]+)\)$/;

/**
 * Every route the running server registers, hidden ones included (websocket, documentation, the
 * payment provider's pages), read from Fastify's own route tree. HEAD is left out: Fastify adds
 * it to every GET.
 */
export function registeredRoutes(app: FastifyInstance): RouteKey[] {
  const parents: string[] = [];
  const keys = new Set<RouteKey>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent, segment, methods] = match as unknown as [string, string, string, string];
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    for (const method of methods.split(', ')) if (method !== 'HEAD') keys.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}` as RouteKey);
  }
  return [...keys].sort();
}
