import type { Clock } from '../../domain/kernel/ports';
import { ok, type Result } from '../../domain/kernel/result';
import { BET_LIMITS } from '../../domain/play/bet-limits';
import { seatExpiryFrom, TABLE_ENGINES } from '../../domain/play/table-rooms';
import { PLAY_SESSION_TTL_MS } from './open-play-session';
import type { TableRoom, TableRooms } from './ports';

export interface OpenTable extends TableRoom {
  readonly minBet: bigint;
  readonly maxBet: bigint;
}

/** GLS2_roomList: the house's open card and table games, their stakes and how many players sit at each. */
export class ListTableRooms {
  constructor(private readonly deps: { readonly rooms: TableRooms; readonly clock: Clock }) {}

  async execute(): Promise<Result<OpenTable[]>> {
    const rooms = await this.deps.rooms.open(TABLE_ENGINES, seatExpiryFrom(this.deps.clock.now(), PLAY_SESSION_TTL_MS));
    return ok(rooms.map((room) => ({ ...room, minBet: BET_LIMITS.min, maxBet: BET_LIMITS.max })));
  }
}
