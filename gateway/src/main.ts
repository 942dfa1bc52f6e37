import { batchedStdout, createLogger, createRedis, listen, runMain, untilServicesReady } from '@trek/service-kit';
import { createGatewayApp } from './app.js';
import { readGatewayConfig, serviceUrlsOf } from './config.js';
import { PAGE_SOURCES } from './ssr/public-page-renderer.js';

// Every request is logged, cache hits too: at thousands a second one write per line was a tenth of a hit's cost.
const logger = createLogger('gateway', (process.env.LOG_LEVEL as 'info' | undefined) ?? 'info', batchedStdout());

runMain(logger, async () => {
  const config = readGatewayConfig();
  logger.level = config.LOG_LEVEL;
  const redis = createRedis(config.REDIS_URL, 'commands', logger);
  const gateway = createGatewayApp(config, { redis, logger });
  const server = await listen(gateway.listener, config.PORT, config.HOST);
  logger.info({ port: server.port, spa: Boolean(config.WEB_DIST_DIR) }, 'gateway listening');
  // Once the services the pages read answer, so a start beside them renders no fallback shell.
  const warmUp = new AbortController();
  const pageSources = [...PAGE_SOURCES].map((service) => serviceUrlsOf(config)[service]);
  void untilServicesReady(pageSources, { waiting: 'rendering the public pages ahead of the first visitor', logger, signal: warmUp.signal })
    .then(() => gateway.warmUpPages())
    .catch((error: unknown) => {
      if (!warmUp.signal.aborted) logger.warn({ err: error }, 'could not render the public pages ahead of the first visitor');
    });
  return [() => warmUp.abort(), server.stop, () => redis.quit()];
});
