import type { TSchema } from 'typebox';
import { Envelope, ErrorEnvelope } from '../../wps-contract/envelope';

/** Response schemas of a route: the enveloped value on 200, the error envelope otherwise. */
export const responses = (value: TSchema) => ({ 200: Envelope(value), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope });

/** Content types a picture may be sent with; the bytes themselves decide whether it is one. */
export const IMAGE_BODY = /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/;
