import pino, { type Logger } from 'pino';

/** Fields that may carry a secret wherever they appear in a logged object, one or two levels down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmNewPassword',
  'paymentPassword',
  'verificationCode',
  'token',
  'launch',
  'secret',
  'number',
  'cvc',
  'accountNumber',
  'authorization',
  'cookie',
  'set-cookie',
];
const REDACT = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`]);

/** A logged URL keeps its path and the names of its query parameters: values may be reset, launch or OAuth tokens. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = new URLSearchParams(url.slice(at + 1)).keys();
  return `${url.slice(0, at)}?${[...names].map((name) => `${encodeURIComponent(name)}=~`).join('&')}`;
}

interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly ip: string;
}

/** JSON lines on `destination` (standard output by default); request and response bodies and headers are never logged. */
export function createServerLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip }),
      },
    },
    destination,
  );
}
