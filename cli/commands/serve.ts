import { Option, type Command } from 'commander';
import pino from 'pino';
import { DEMO_ACCOUNTS, messageGatewayOf, startServer } from '../composition';
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
    const server = await startServer({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      demo: options.demo && !production,
      port: Number(options.port),
      host: options.host,
      trustProxy: options.trustProxy,
      logger,
      messageGateway: messageGatewayOf(ctx.env),
    });
    ctx.out(`portal listening on ${server.address.replace('0.0.0.0', 'localhost')} (${server.describe})`);
    const created = DEMO_ACCOUNTS.filter((d) => server.seedReport.demoAccounts.includes(d.username));
    if (created.length > 0) {
      ctx.out('demo accounts created:');
      for (const demo of created) ctx.out(`  ${demo.role.padEnd(7)} ${demo.username} / ${demo.password}`);
    }
    const signal = await ctx.stopSignal();
    logger.info({ signal }, 'shutting down');
    await server.close();
  });
}
