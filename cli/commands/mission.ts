import type { Command } from 'commander';
import type { MissionView } from '../../core/portal/engagement/missions';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { addTextsOption, textsOf } from '../texts-option';
import type { Texts } from '../../core/domain/system/content-texts';

interface CreateFlags {
  readonly url: string;
  readonly title: string;
  readonly period: string;
  readonly metric: string;
  readonly gameType?: string;
  readonly target: string;
  readonly reward: string;
  readonly sort?: string;
  readonly json?: boolean;
  readonly text?: Texts;
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
  addUrlOption(
    addTextsOption(
      mission
        .command('create')
        .description('add a mission; amounts in major units, a round count for --metric rounds')
        .requiredOption('--title <text>', 'up to 100 characters')
        .requiredOption('--period <period>', 'daily or weekly (from Monday), in the operator time zone')
        .requiredOption('--metric <metric>', 'valid_bet, deposit or rounds')
        .option('--game-type <type>', 'only rounds of this game type count (RNG, LIVE, FISH, …)')
        .requiredOption('--target <amount>', 'what completes it')
        .requiredOption('--reward <amount>', 'what completing it pays')
        .option('--sort <n>', 'smaller first')
        .option('--json', 'print JSON'),
      ['title'],
    ),
    ctx,
  ).action(async (flags: CreateFlags) => {
    const result = await composeCli(flags.url, ctx.sessionFile).missions.create({
      title: flags.title,
      period: flags.period,
      metric: flags.metric,
      target: flags.target,
      reward: flags.reward,
      ...(flags.gameType ? { gameType: flags.gameType } : {}),
      ...(flags.sort ? { sort: Number(flags.sort) } : {}),
      ...textsOf(flags),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    ctx.out(`mission ${result.value.id} created`);
  });

  addUrlOption(mission.command('list').description('every mission, on and off').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).missions.list();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no missions');
      for (const m of result.value) ctx.out(line(m));
    },
  );

  addUrlOption(mission.command('disable <id>').description('stop a mission'), ctx).action(async (id: string, flags: { url: string }) => {
    if (!/^[1-9][0-9]{0,8}$/.test(id)) return reportFailure(ctx, { code: 'mission.not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).missions.disable(Number(id));
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`mission ${id} disabled`);
  });
}
