import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { respond } from '../respond';

export function articleCommands(program: Command, ctx: CliContext): void {
  const articles = program.command('articles').description('help centre articles, written in Markdown (staff)');
  addUrlOption(
    articles
      .command('set <lang> <slug> <file>')
      .description("add or replace an article from a Markdown file whose first '# ' line is its title (slug 'term' is the terms)")
      .option('--sort <n>', 'smaller first', '0'),
    ctx,
  ).action(async (lang: string, slug: string, file: string, flags: { url: string; sort: string }) => {
    let markdown: string;
    try {
      // Windows line endings become line feeds: free text holds no carriage returns.
      markdown = (await readFile(file, 'utf8')).replace(/\r\n?/g, '\n');
    } catch {
      return reportFailure(ctx, { code: 'help.file_unreadable', field: 'file' });
    }
    const result = await composeCli(flags.url, ctx.sessionFile).articles.save(lang, slug, markdown, Number(flags.sort));
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`${result.value.created ? 'added' : 'replaced'} ${result.value.lang}/${result.value.slug}: ${result.value.title}`);
  });

  addUrlOption(
    articles.command('list').description('the articles players see, in order').option('--lang <lang>', 'EN or UR', 'EN').option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: { url: string; lang: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).articles.list(flags.lang), flags.json, ({ articles }) => {
      for (const a of articles) ctx.out(`${a.slug.padEnd(20)} ${a.title}`);
    });
  });
}
