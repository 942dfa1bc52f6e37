import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SetupKeyRepository } from '../data-access/setup-key.repository.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The organizer setup key: the env value until organizers rotate it, then the rotated one (stored
 * only as a hash). If the operator later changes the env value, the new env value wins again —
 * that is how an operator recovers a key nobody remembers.
 */
export class SetupKeyPolicy {
  constructor(
    private readonly envKey: string,
    private readonly keys: SetupKeyRepository,
  ) {}

  private async activeHash(): Promise<Buffer> {
    const stored = await this.keys.find();
    const envHash = sha256(this.envKey);
    if (stored && stored.envKeyHash === envHash.toString('hex')) return Buffer.from(stored.keyHash, 'hex');
    return envHash;
  }

  /** Constant-time: both sides are fixed-length digests. */
  async matches(candidate: string): Promise<boolean> {
    return timingSafeEqual(sha256(candidate), await this.activeHash());
  }

  async rotate(rotatedBy: string): Promise<string> {
    const key = randomBytes(24).toString('base64url');
    await this.keys.save({
      keyHash: sha256(key).toString('hex'),
      envKeyHash: sha256(this.envKey).toString('hex'),
      rotatedAt: new Date(),
      rotatedBy,
    });
    return key;
  }
}
