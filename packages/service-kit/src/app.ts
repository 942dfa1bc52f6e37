import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { z } from 'zod';
import { AppError } from './errors.js';
import { requestLogSerializers, type Logger } from './logger.js';
import { fieldErrors } from './validation.js';

export type ReadinessCheck = () => boolean | Promise<boolean>;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Named checks behind /readyz, e.g. { mongo: () => isMongoReady(conn) }. */
  readiness?: Record<string, ReadinessCheck>;
  bodyLimit?: string;
  routes: (app: Express) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** A well-formed incoming x-request-id, else a new one. */
export function requestId(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Express app with the behaviour every service shares: security headers, ids, logs, health, errors. */
export function createServiceApp({ name, logger, readiness = {}, bodyLimit = '100kb', routes }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(helmet());
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestId(req as Request);
        res.setHeader('x-request-id', id);
        return id;
      },
      serializers: requestLogSerializers,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(express.json({ limit: bodyLimit }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', async (_req, res) => {
    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(readiness).map(async ([check, run]) => [check, await Promise.resolve(run()).catch(() => false)] as const),
      ),
    );
    const ready = Object.values(results).every(Boolean);
    res.status(ready ? 200 : 503).json(ready ? { status: 'ready', checks: results } : { message: 'Not ready', checks: results });
  });

  routes(app);

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}

export function notFound(_req: Request, res: Response): void {
  res.status(404).json({ message: 'Not found' });
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The driver's errors for a database it cannot reach (as opposed to one that refused a query). */
const DATABASE_UNREACHABLE = new Set(['MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoServerSelectionError', 'MongooseServerSelectionError', 'MongoNotConnectedError', 'MongoTopologyClosedError']);
const isDatabaseUnreachable = (error: unknown) => error instanceof Error && DATABASE_UNREACHABLE.has(error.name);

/** The one JSON error shape `{ message, errors? }`; anything unexpected is logged and answered with a generic 500. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      res.status(error.status).json(error.toBody());
      return;
    }
    if (error instanceof z.ZodError) {
      const errors = fieldErrors(error);
      res.status(400).json({ message: error.issues[0]?.message ?? 'Invalid request', errors });
      return;
    }
    if (isDatabaseUnreachable(error)) {
      // A restart of the database (the local stack restarts a crashed FerretDB): worth a retry.
      (req.log ?? logger).warn({ err: error }, 'database unreachable');
      res.status(503).json({ message: 'The service is briefly unavailable. Please try again in a moment.' });
      return;
    }
    if (error instanceof URIError) {
      // A path segment that is not valid percent-encoding (Express fails to decode it).
      res.status(400).json({ message: 'The address is not valid: it has a malformed percent-encoding' });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON' });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large' });
      return;
    }
    (req.log ?? logger).error({ err: error }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong. Please try again.' });
  };
}
