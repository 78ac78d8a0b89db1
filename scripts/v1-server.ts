/**
 * The v1 API on its own, without the site: for a deployment where pages reach v1 over HTTP
 * (V1_API_URL), and for the HTTP side of the benchmark. Needs DATABASE_URL; PORT (default 3000).
 */
import { serve } from '@hono/node-server';
import { v1App } from '../server/api/app';
import { env } from '../server/env';
import { forgedSignInRefusal, listenAddress } from './lib/forged-sign-in';
import { logger } from '../server/log';
import { appDatabase } from '../server/db/client';
import { startEventLoopWatchdog } from '../server/runtime/event-loop-watchdog';
import { observeProcess } from '../server/runtime/observability';
import { runBeforeExit } from '../server/runtime/before-exit';

const config = env();
const { PORT, EVENT_LOOP_STALL_S } = config;
const refusal = forgedSignInRefusal(config, process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const listen = listenAddress(config, config.HOST, 'The v1 API');
if (listen.warning) console.warn(listen.warning);
// Stuck, it is ended, for the service manager that runs it to start it again.
if (EVENT_LOOP_STALL_S > 0) startEventLoopWatchdog({ stalledMs: EVENT_LOOP_STALL_S * 1000, name: 'motomaroc v1' });
await observeProcess(config);
const server = serve({ fetch: v1App().fetch, port: PORT, hostname: listen.hostname }, (info) => {
  logger().info({ port: info.port, hostname: listen.hostname }, listen.line);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      void runBeforeExit()
        .then(() => appDatabase().close())
        .finally(() => process.exit(0));
    });
  });
}
