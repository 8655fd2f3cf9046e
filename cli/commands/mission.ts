import type { Command } from 'commander';
import type { MissionView } from '../../core/portal/engagement/missions';
import type { CliContext } from '../context';
import { createCommand, idCommand, listCommand } from '../crud-commands';

interface CreateFlags {
  readonly title: string;
  readonly period: string;
  readonly metric: string;
  readonly gameType?: string;
  readonly target: string;
  readonly reward: string;
  readonly sort?: string;
}

const line = (m: MissionView) =>
  [
    String(m.id).padStart(5),
    m.enabled ? 'on ' : 'off',
    m.period.padEnd(6),
    m.metric.padEnd(9),
    (m.gameType || '*').padEnd(8),
    `target ${m.target}`,
    `reward ${m.reward}`,
    m.title,
  ].join('  ');

export function missionCommands(program: Command, ctx: CliContext): void {
  const mission = program.command('mission').description('daily and weekly missions (staff)');
  createCommand(mission, ctx, {
    name: 'create',
    description: 'add a mission; amounts in major units, a round count for --metric rounds',
    options: (command) =>
      command
        .requiredOption('--title <text>', 'up to 100 characters')
        .requiredOption('--period <period>', 'daily or weekly (from Monday), in the operator time zone')
        .requiredOption('--metric <metric>', 'valid_bet, deposit or rounds')
        .option('--game-type <type>', 'only rounds of this game type count (RNG, LIVE, FISH, …)')
        .requiredOption('--target <amount>', 'what completes it')
        .requiredOption('--reward <amount>', 'what completing it pays')
        .option('--sort <n>', 'smaller first'),
    texts: ['title'],
    create: (cli, flags: CreateFlags, texts) =>
      cli.missions.create({
        title: flags.title,
        period: flags.period,
        metric: flags.metric,
        target: flags.target,
        reward: flags.reward,
        ...(flags.gameType ? { gameType: flags.gameType } : {}),
        ...(flags.sort ? { sort: Number(flags.sort) } : {}),
        ...texts,
      }),
    done: (m) => `mission ${m.id} created`,
  });
  listCommand(mission, ctx, { name: 'list', description: 'every mission, on and off', list: (cli) => cli.missions.list(), empty: 'no missions', line });
  idCommand(mission, ctx, {
    name: 'disable',
    description: 'stop a mission',
    notFound: 'mission.not_found',
    run: (cli, id) => cli.missions.disable(id),
    done: (id) => `mission ${id} disabled`,
  });
}
