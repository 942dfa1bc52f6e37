import { batchedStdout, createLogger, createRedis, listen, runMain } from '@trek/service-kit';
import { createGatewayApp } from './app.js';
import { readGatewayConfig } from './config.js';

// Every request is logged, cache hits too: at thousands a second one write per line was a tenth of a hit's cost.
const logger = createLogger('gateway', (process.env.LOG_LEVEL as 'info' | undefined) ?? 'info', batchedStdout());

runMain(logger, async () => {
  const config = readGatewayConfig();
  logger.level = config.LOG_LEVEL;
  const redis = createRedis(config.REDIS_URL, 'commands', logger);
  const app = createGatewayApp(config, { redis, logger });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port, spa: Boolean(config.WEB_DIST_DIR) }, 'gateway listening');
  return [server.stop, () => redis.quit()];
});
