import { describe, expect, it } from 'vitest';
import { GRID_NUMBERS, gridPick } from '../../../../core/domain/lottery/grid-picks';

describe('the VN grid quick picks', () => {
  it('split the hundred numbers into small and big halves and into odd and even endings', () => {
    expect(GRID_NUMBERS).toHaveLength(100);
    expect(gridPick('all')).toEqual(GRID_NUMBERS);
    expect(gridPick('small')).toEqual(GRID_NUMBERS.slice(0, 50));
    expect(gridPick('big')).toEqual(GRID_NUMBERS.slice(50));
    expect(gridPick('odd').every((n) => Number(n[1]) % 2 === 1)).toBe(true);
    expect(gridPick('even').every((n) => Number(n[1]) % 2 === 0)).toBe(true);
    expect([...gridPick('odd'), ...gridPick('even')].sort()).toEqual(GRID_NUMBERS);
  });
});
