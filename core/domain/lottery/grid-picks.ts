/** The 2-digit numbers 00–99 a VN grid offers. */
export const GRID_NUMBERS: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

export type GridPick = 'big' | 'small' | 'odd' | 'even' | 'all';
export const GRID_PICKS: readonly GridPick[] = ['big', 'small', 'odd', 'even', 'all'];

const RULES: Readonly<Record<GridPick, (n: number) => boolean>> = {
  big: (n) => n >= 50,
  small: (n) => n < 50,
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
  all: () => true,
};

/** The grid numbers a quick pick selects: big 50–99, small 00–49, odd or even by the last digit, or all. */
export const gridPick = (pick: GridPick): string[] => GRID_NUMBERS.filter((n) => RULES[pick](Number(n)));
