import { Option, type Command } from 'commander';
import pino from 'pino';
import { buildServer } from '../../adapters/api-server/server';
import { DEMO_ACCOUNTS } from '../../adapters/sql/seed/seed';
import { composePlatform, WEB_ROOT } from '../composition';
import type { CliContext } from '../context';
import { addStorageOptions } from '../options';

interface ServeOptions {
  port: string;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  demo: boolean;
  trustProxy: boolean;
}

export function serveCommand(program: Command, ctx: CliContext): void {
  const command = program
    .command('serve')
    .description('start the portal and its /wps API (what `npm start` runs)')
    .addOption(new Option('--port <port>', 'HTTP port').default(ctx.env['PORT'] ?? '8080'))
    .addOption(new Option('--host <host>', 'address to listen on').default(ctx.env['HOST'] ?? '0.0.0.0'))
    .option('--no-demo', 'do not seed the demo accounts')
    .option('--trust-proxy', 'take the client address from X-Forwarded-For (behind a load balancer)', ctx.env['TRUST_PROXY'] === '1');
  addStorageOptions(command, ctx).action(async (options: ServeOptions) => {
    const production = ctx.env['NODE_ENV'] === 'production';
    const logger = pino({ level: ctx.env['LOG_LEVEL'] ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] });
    const { platform, database, seedReport } = await composePlatform({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, demo: options.demo && !production });
    const app = await buildServer(platform, { logger, webRoot: WEB_ROOT, trustProxy: options.trustProxy });
    const address = await app.listen({ port: Number(options.port), host: options.host });
    ctx.out(`portal listening on ${address.replace('0.0.0.0', 'localhost')} (${database.describe})`);
    if (seedReport.demoAccounts.length > 0) {
      ctx.out('demo accounts created:');
      for (const demo of DEMO_ACCOUNTS.filter((d) => seedReport.demoAccounts.includes(d.username))) ctx.out(`  ${demo.role.padEnd(7)} ${demo.username} / ${demo.password}`);
    }
    const signal = await ctx.stopSignal();
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });
}
