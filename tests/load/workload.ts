import type { FrontDoor } from './front-door';
import type { RouteFigures } from './latency';
import { nextStep, type Player } from './sessions';
import type { Acknowledged, World } from './world';

export interface DriveOptions {
  readonly front: FrontDoor;
  readonly world: World;
  /** One virtual user each; their sessions carry on from one phase to the next. */
  readonly players: readonly Player[];
  readonly figures: RouteFigures;
  readonly acks: Acknowledged;
  readonly seconds: number;
  /** Ends the run early, or (with `seconds` only as a bound) when the faults are over. */
  readonly until?: Promise<unknown>;
  /** Steps started per second across all users (open pacing); unpaced when absent. */
  readonly stepsPerSecond?: number;
  readonly run: string;
}

/** Closed-loop virtual users, each playing its member's sessions step by step for a fixed time; answers the steps run. */
export async function drive(options: DriveOptions): Promise<number> {
  let end = Date.now() + options.seconds * 1000;
  void options.until?.then(() => {
    end = Math.min(end, Date.now());
  });
  let started = 0;
  let sequence = 0;
  const key = () => `${options.run}-${++sequence}`;
  const beginning = Date.now();
  const user = async (player: Player) => {
    while (Date.now() < end) {
      if (options.stepsPerSecond) {
        const slot = beginning + (started * 1000) / options.stepsPerSecond;
        started += 1;
        if (slot > Date.now()) await new Promise((resolve) => setTimeout(resolve, slot - Date.now()));
        if (Date.now() >= end) break;
      } else started += 1;
      await nextStep(player)({ front: options.front, world: options.world, player, figures: options.figures, acks: options.acks, key });
    }
  };
  await Promise.all(options.players.map(user));
  return started;
}
