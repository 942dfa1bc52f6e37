import type { Logger } from '@trek/service-kit';

/**
 * Work done after the answer was sent, so the answer's timing does not depend on it ("Forgot
 * password?" answers as fast for an unknown email as for a known one). A failure is logged; the
 * person can ask again. `idle` lets shutdown and tests wait for what is in flight.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch((error: unknown) => this.logger.error({ err: error, task: what }, 'background task failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
