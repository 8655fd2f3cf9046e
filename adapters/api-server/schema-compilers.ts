import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's request and response schemas when a server is built, about two
 * seconds of a core for this API. A process that builds more than one server (the tests build one
 * per suite) compiles each schema once: compiled validators and serializers are kept by the
 * schema's text (Fastify hands each server its own copies of the schema objects).
 */
type Compile = (route: object) => unknown;

function memoised(compile: Compile, kept: Map<string, unknown>): Compile {
  return (route) => {
    const key = JSON.stringify(route);
    let compiled = kept.get(key);
    if (compiled === undefined) {
      compiled = compile(route);
      kept.set(key, compiled);
    }
    return compiled;
  };
}

const validatorPool = AjvCompiler();
const validators = new Map<string, unknown>();
const buildValidator = ((externalSchemas: Parameters<ValidatorFactory>[0], options: Parameters<ValidatorFactory>[1]) =>
  memoised(validatorPool(externalSchemas, options) as Compile, validators)) as ValidatorFactory;

/** A serializer is built on its route's first answer: a process starts without building those of routes it never answers. */
function builtOnFirstUse(compile: Compile): Compile {
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route) as (data: unknown) => string)(data);
  };
}

const serializerPool = SerializerSelector();
const serializers = new Map<string, unknown>();
const buildSerializer = ((externalSchemas, options) =>
  builtOnFirstUse(memoised(serializerPool(externalSchemas, options) as Compile, serializers))) as SerializerFactory;

export const sharedSchemaCompilers: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory } = { buildValidator, buildSerializer };
