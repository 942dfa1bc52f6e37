import { untilServicesReady, type Logger } from '@trek/service-kit';
import { preloadOrganizerReads } from './domain/review-applications.js';

/**
 * The organizer's first reads, made once at start: `/readyz` waits for them, so a deploy sends
 * traffic to a new process only once they are warm (docs/performance.md, bench:scale). The wait is
 * bounded: after `readyWithinMs` the process is ready whatever happened to them (content down,
 * FerretDB slow), since submissions go through the same process.
 */
export class OrganizerReadsWarmUp {
  private warm = false;
  private readonly deadline: NodeJS.Timeout;
  private readonly stopping = new AbortController();

  constructor(readyWithinMs: number) {
    this.deadline = setTimeout(() => this.warmEnough(), readyWithinMs);
    this.deadline.unref();
  }

  /** The readiness check: the first reads are done (or failed), or the wait's bound has passed. */
  readonly isWarmEnough = (): boolean => this.warm;

  /** Reads once content answers (it names the current edition). */
  start(domain: Parameters<typeof preloadOrganizerReads>[0], contentServiceUrl: string, logger: Logger): void {
    void untilServicesReady([contentServiceUrl], { waiting: 'the first read of the applications', logger, signal: this.stopping.signal })
      .then(() => preloadOrganizerReads(domain))
      .catch((error: unknown) => {
        if (!this.stopping.signal.aborted) logger.warn({ err: error }, "could not read the edition's applications ahead of the first organizer read");
      })
      .finally(() => this.warmEnough());
  }

  stop(): void {
    this.stopping.abort();
    clearTimeout(this.deadline);
  }

  private warmEnough(): void {
    this.warm = true;
    clearTimeout(this.deadline);
  }
}
