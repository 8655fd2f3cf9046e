import type { FastifyInstance } from 'fastify';
import type { RouteKey } from './route-table';

/** The JSON schema subset the /wps contract uses (TypeBox, as @fastify/swagger prints it). */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
}

/** What a route takes, by part of the request. */
export interface RouteInput {
  readonly params: Readonly<Record<string, JsonSchema>>;
  readonly query: Readonly<Record<string, { readonly schema: JsonSchema; readonly required: boolean }>>;
  readonly body: JsonSchema | null;
}

interface Operation {
  readonly parameters?: readonly { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  readonly requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** The inputs of every route the OpenAPI document lists, keyed like `registeredRoutes`. */
export function routeInputs(app: FastifyInstance): ReadonlyMap<RouteKey, RouteInput> {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const inputs = new Map<RouteKey, RouteInput>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const of = (where: string) => parameters.filter((p) => p.in === where);
      const body = operation.requestBody?.content['application/json']?.schema ?? null;
      inputs.set(`${method.toUpperCase()} ${path}` as RouteKey, {
        params: Object.fromEntries(of('path').map((p) => [p.name, p.schema])),
        query: Object.fromEntries(of('query').map((p) => [p.name, { schema: p.schema, required: p.required ?? false }])),
        body,
      });
    }
  }
  return inputs;
}

/** Strings tried in turn for a pattern: the first one the schema takes is the sample. */
const CANDIDATES = [
  'Abc12345',
  'abc1234',
  'EN',
  'GOOGLE',
  'PKR',
  '1',
  '100',
  '2026-01-01',
  '2026-01-01T00:00:00Z',
  'rng',
  'member',
  'a',
  'A',
  'Abc12345Abc12345',
  '0123456789abcdef0123456789abcdef',
  'w_home',
  '20260101-0001',
];

function sampleString(schema: JsonSchema): string {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (s: string) => (!pattern || pattern.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
  const candidate = CANDIDATES.find(fits) ?? CANDIDATES.map((c) => c.repeat(Math.ceil((schema.minLength ?? 0) / c.length) || 1)).find(fits);
  if (candidate === undefined) throw new Error(`no sample string for ${JSON.stringify(schema)}`);
  return candidate;
}

/** A value the schema accepts: required properties only, the least of every range. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}
