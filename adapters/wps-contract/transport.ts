/** Bearer clients announce themselves so the server returns tokens in the body instead of a cookie. */
export const BEARER_TRANSPORT = { header: 'x-session-transport', value: 'bearer' } as const;
