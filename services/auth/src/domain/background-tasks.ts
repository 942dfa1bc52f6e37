import { randomInt } from 'node:crypto';
import type { Logger } from '@trek/service-kit';

/**
 * Work done after the answer was sent, so neither the answer's timing nor the load right after it
 * depends on the work ("Forgot password?" behaves the same for an unknown email as for a known
 * one). A task never starts in the turn of the request that asked for it: it waits on a timer for
 * a random delay of up to `maxDelayMs`, so the database work of a known account does not fall on
 * the asker's next request either. A failure is logged; the person can ask again. `idle` lets
 * shutdown and tests wait for what is in flight.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly logger: Logger,
    private readonly maxDelayMs = 0,
  ) {}

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, randomInt(this.maxDelayMs + 1)))
      .then(task)
      .catch((error: unknown) => this.logger.error({ err: error, task: what }, 'background task failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
