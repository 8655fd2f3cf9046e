import { describe, expect, it } from 'vitest';
import { BET_LIMITS } from '../../../../core/domain/play/bet-limits';
import { TABLE_ENGINES } from '../../../../core/domain/play/table-rooms';
import { ListTableRooms } from '../../../../core/platform/play/list-table-rooms';
import { PLAY_SESSION_TTL_MS } from '../../../../core/platform/play/open-play-session';
import type { TableRoom, TableRooms } from '../../../../core/platform/play/ports';

const NOW = new Date('2026-03-01T12:00:00Z');
const room: TableRoom = { nodeId: 7, gameCode: 'HOUSE_BACCARAT', names: { EN: 'Lotus Baccarat', UR: 'کنول بکارا' }, engine: 'baccarat', seated: 3 };

describe('ListTableRooms', () => {
  it('asks for the table engines and the sessions opened in the last 15 minutes, and gives every table the house stakes', async () => {
    const asked: [readonly string[], Date][] = [];
    const rooms: TableRooms = { open: async (engines, expiringFrom) => (asked.push([engines, expiringFrom]), [room]) };
    const result = await new ListTableRooms({ rooms, clock: { now: () => NOW } }).execute();
    expect(result).toEqual({ ok: true, value: [{ ...room, minBet: BET_LIMITS.min, maxBet: BET_LIMITS.max }] });
    expect(asked).toEqual([[TABLE_ENGINES, new Date(NOW.getTime() - 15 * 60_000 + PLAY_SESSION_TTL_MS)]]);
  });
});
