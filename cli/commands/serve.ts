import { Option, type Command } from 'commander';
import type { CliContext } from '../context';
import { addDemoOption, addStorageOptions, demoAllowed } from '../options';

interface ServeOptions {
  port: string;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databaseDirectUrl?: string;
  demo: boolean;
  trustProxy: boolean;
  drainDelay: string;
}

/** On SIGTERM (an orchestrator or load balancer host) readiness turns 503 this long before the server stops accepting; SIGINT (Ctrl-C) skips the wait. */
const DRAIN_DELAY_MS = '5000';

export function serveCommand(program: Command, ctx: CliContext): void {
  const command = program
    .command('serve')
    .description('start the portal and its /wps API (`npm start` runs `serve --demo`)')
    .addOption(new Option('--port <port>', 'HTTP port').default(ctx.env['PORT'] ?? '8080'))
    .addOption(new Option('--host <host>', 'address to listen on').default(ctx.env['HOST'] ?? '0.0.0.0'))
    .option(
      '--trust-proxy',
      'take the client address and https from X-Forwarded-For and X-Forwarded-Proto (behind a load balancer)',
      ctx.env['TRUST_PROXY'] === '1',
    )
    .addOption(
      new Option('--drain-delay <ms>', 'on SIGTERM, answer readiness 503 this long before closing').default(ctx.env['DRAIN_DELAY_MS'] ?? DRAIN_DELAY_MS),
    );
  addDemoOption(addStorageOptions(command, ctx), 'demo accounts and data, the demo catalogue, the DemoPay card page and the SMS and email outbox').action(
    async (options: ServeOptions) => {
      if (!demoAllowed(ctx, options.demo)) return;
      // Loaded here, not at the top: the commands that talk to the API start without the server.
      const { messageGatewayOf } = await import('../../composition/server/messaging');
      const { createServerLogger, DEMO_ACCOUNTS, startServer } = await import('../../composition/server/serve');
      const messageGateway = messageGatewayOf(ctx.env);
      const logger = createServerLogger(ctx.env['LOG_LEVEL'] ?? 'info');
      const server = await startServer({
        dataDir: options.dataDir,
        databaseUrl: options.databaseUrl,
        databaseDirectUrl: options.databaseDirectUrl,
        demo: options.demo,
        port: Number(options.port),
        host: options.host,
        trustProxy: options.trustProxy,
        logger,
        messageGateway,
        metricsToken: ctx.env['METRICS_TOKEN'] || undefined,
      });
      ctx.out(`portal listening on ${server.address.replace('0.0.0.0', 'localhost')} (${server.describe})`);
      if (options.demo) ctx.out('demo: DemoPay card page under /psp; SMS and email go to the outbox (`portal outbox list`) unless MESSAGE_GATEWAY_URL is set');
      else if (!messageGateway) ctx.out('no MESSAGE_GATEWAY_URL: SMS and email are refused (verification.no_gateway)');
      const created = DEMO_ACCOUNTS.filter((d) => server.seedReport.demoAccounts.includes(d.username));
      if (created.length > 0) {
        ctx.out('demo accounts created:');
        for (const demo of created) ctx.out(`  ${demo.role.padEnd(7)} ${demo.username} / ${demo.password}`);
      }
      const signal = await ctx.stopSignal();
      logger.info({ signal }, 'draining');
      await server.close(signal === 'SIGTERM' ? Number(options.drainDelay) : 0);
      logger.info('stopped');
    },
  );
}
