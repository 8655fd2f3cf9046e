import type { Command } from 'commander';
import type { ChatMessageView, ChatThreadView } from '../../core/portal/engagement/chat';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { ID, listCommand } from '../crud-commands';

/** How often `chat attach` asks for new lines. */
const POLL_MS = 1_000;

const threadLine = (t: ChatThreadView) =>
  [
    String(t.id).padStart(5),
    t.account.padEnd(16),
    t.staffUnread > 0 ? `${t.staffUnread} new` : '     ',
    t.lastMessageAt ?? '',
    t.preview.replace(/\s+/g, ' '),
  ].join('  ');
const messageLine = (m: ChatMessageView) =>
  `${m.createdAt.slice(11, 19)} ${m.sender === 'staff' ? 'support' : 'player '}: ${m.body.replace(/\n/g, '\n                   ')}`;

export function chatCommands(program: Command, ctx: CliContext): void {
  const chat = program.command('chat').description('live chat with players (staff)');
  const threadId = (id: string) => (ID.test(id) ? Number(id) : null);

  listCommand(chat, ctx, {
    name: 'list',
    description: 'conversations, the newest first, with unread counts',
    list: (cli) => cli.chat.threads(),
    empty: 'no conversations',
    line: threadLine,
  });

  addUrlOption(chat.command('open <id>').description('the whole conversation (marks it read)').option('--json', 'print JSON'), ctx).action(
    async (id: string, flags: { url: string; json?: boolean }) => {
      const thread = threadId(id);
      if (thread === null) return reportFailure(ctx, { code: 'chat.thread_not_found', field: 'id' });
      const result = await composeCli(flags.url, ctx.sessionFile).chat.open(thread);
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      ctx.out(`conversation ${id} with ${result.value.thread?.account ?? '?'}`);
      for (const m of result.value.messages) ctx.out(messageLine(m));
    },
  );

  addUrlOption(chat.command('reply <id> <text...>').description('answer in a conversation; the player sees it at once'), ctx).action(
    async (id: string, words: string[], flags: { url: string }) => {
      const thread = threadId(id);
      if (thread === null) return reportFailure(ctx, { code: 'chat.thread_not_found', field: 'id' });
      const result = await composeCli(flags.url, ctx.sessionFile).chat.reply(thread, words.join(' '));
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`sent to conversation ${id}`);
    },
  );

  addUrlOption(chat.command('attach <id>').description('follow a conversation live; each line typed is sent, end of input or Ctrl-C leaves'), ctx).action(
    async (id: string, flags: { url: string }) => {
      const thread = threadId(id);
      if (thread === null) return reportFailure(ctx, { code: 'chat.thread_not_found', field: 'id' });
      const desk = composeCli(flags.url, ctx.sessionFile).chat;
      let last = 0;
      let typingShown = false;
      const pull = async () => {
        const page = await desk.open(thread, last);
        if (!page.ok) return page;
        for (const m of page.value.messages) {
          ctx.out(messageLine(m));
          last = m.id;
        }
        if (page.value.typing && !typingShown) ctx.out('… the player is typing');
        typingShown = page.value.typing;
        return page;
      };
      const first = await pull();
      if (!first.ok) return reportFailure(ctx, first.error);
      ctx.out(`attached to conversation ${id} with ${first.value.thread?.account ?? '?'}; type to answer`);
      let stopped = false;
      const timer = setInterval(() => void pull(), POLL_MS);
      void ctx.stopSignal().then(() => (stopped = true));
      try {
        for await (const line of ctx.readLines()) {
          if (stopped) break;
          if (line.trim() === '') continue;
          const sent = await desk.reply(thread, line);
          if (!sent.ok) reportFailure(ctx, sent.error);
          else last = Math.max(last, sent.value.id);
        }
      } finally {
        clearInterval(timer);
      }
      await pull();
      ctx.out('detached');
    },
  );
}
