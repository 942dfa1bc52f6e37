import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

/**
 * rate-limit-redis loads its Lua scripts once, in init; if Redis is down then (or during a
 * reload), the failed load is kept and every later call fails even after Redis is back. This
 * wrapper loads them on first use and again on the first call after a failure, so the limits
 * recover by themselves and a gateway started before Redis needs no restart.
 */
export class RecoveringRedisStore implements Store {
  private readonly inner: RedisStore;
  private options: Options | undefined;
  private needsInit = true;

  constructor(
    redis: Redis,
    readonly prefix: string,
  ) {
    this.inner = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    });
  }

  init(options: Options): void {
    this.options = options;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.guard(() => this.inner.get(key));
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.guard(() => this.inner.increment(key));
  }

  async decrement(key: string): Promise<void> {
    await this.guard(() => this.inner.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    await this.guard(() => this.inner.resetKey(key));
  }

  private async ready(): Promise<void> {
    if (!this.needsInit || !this.options) return;
    await this.inner.init(this.options);
    this.needsInit = false;
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    await this.ready();
    try {
      return await call();
    } catch (error) {
      this.needsInit = true;
      throw error;
    }
  }
}
