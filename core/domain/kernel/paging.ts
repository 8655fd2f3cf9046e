/** A page of a listing: numbered from 1, at most MAX_PAGE_SIZE rows. */
export interface PageRequest {
  readonly pageNo: number;
  readonly pageSize: number;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** The page asked for (as wire text or numbers), whole and within bounds: page 1 and up, 1 to MAX_PAGE_SIZE rows. */
export function pageRequest(
  asked: { readonly pageNo?: string | number | undefined; readonly pageSize?: string | number | undefined },
  defaultSize = DEFAULT_PAGE_SIZE,
): PageRequest {
  const whole = (value: string | number | undefined, fallback: number) => {
    const n = Number(value ?? fallback);
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  };
  return { pageNo: Math.max(1, whole(asked.pageNo, 1)), pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, whole(asked.pageSize, defaultSize))) };
}

/** How many pages `total` rows fill: at least one, so an empty listing still has its page 1. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
