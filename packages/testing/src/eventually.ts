import { setTimeout as wait } from 'node:timers/promises';

/**
 * Reads until `accept` takes the value, for a state another part reaches on its own (a job a
 * service queues after answering); fails with the last value read after `timeoutMs`.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, { timeoutMs = 10_000, what = 'the expected state' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms; last read: ${JSON.stringify(value)}`);
    await wait(20);
  }
}
