/** Ledger idempotency keys of a withdrawal: its hold, and the one post or void that resolves it. */
export const holdKey = (id: number): string => `withdrawal:${id}`;
export const payKey = (id: number): string => `withdrawal:${id}:post`;
export const releaseKey = (id: number): string => `withdrawal:${id}:void`;
