/**
 * Calls whose bodies carry passwords or codes: clients seal them for the server (spec "encrypted"
 * calls); the server opens sealed bodies here and, when the operator requires it, refuses plain ones.
 */
export const SEALED_ROUTES: ReadonlySet<string> = new Set([
  'POST /wps/session/login',
  'POST /wps/session/challenge',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
  'POST /wps/member/password',
  'POST /wps/member/password/reset',
  'POST /wps/member/password/verification',
  'PUT /wps/member/payment-password',
  'PUT /wps/member/withdraw',
  'POST /wps/member/transfer/team',
]);

export const PublicKeyPath = '/wps/system/publicKey';
