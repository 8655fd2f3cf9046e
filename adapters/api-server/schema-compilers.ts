import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerCompiler, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's request and response schemas when a server is built, about two
 * seconds of a core for this API. The schemas are module constants, so a process that builds more
 * than one server (the tests build one per suite) compiles each schema once: validators come from
 * one shared Ajv pool (Ajv keeps what it compiled by schema object), serializers are kept by schema.
 */
const buildValidator = AjvCompiler();
const serializerFactory = SerializerSelector();
const serializers = new WeakMap<object, ReturnType<SerializerCompiler>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  return (route) => {
    const key = route.schema as object;
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = compile(route);
      serializers.set(key, serializer);
    }
    return serializer;
  };
};

export const sharedSchemaCompilers: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory } = { buildValidator, buildSerializer };
