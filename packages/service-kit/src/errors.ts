import { mongo } from 'mongoose';
import type { ErrorBody } from '@trek/contracts';

/** The one error type a service throws; `message` is always safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }

  static badRequest(message: string, errors?: Record<string, string>) {
    return new AppError(400, 'bad_request', message, errors);
  }
  static unauthorized(message: string) {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message: string) {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message: string) {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string) {
    return new AppError(409, 'conflict', message);
  }
  static unavailable(message: string) {
    return new AppError(503, 'unavailable', message);
  }
}

/** Mongo's duplicate-key error, which services translate into a 409 with their own wording. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * The positions an unordered insertMany refused as duplicates, when that is all it refused;
 * null for any other error.
 */
export function duplicateKeyPositions(error: unknown): Set<number> | null {
  if (!(error instanceof mongo.MongoBulkWriteError)) return null;
  const refused = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  if (!refused.every((writeError) => writeError.code === 11000)) return null;
  return new Set(refused.map((writeError) => writeError.index));
}

/** An insert against a unique index that may already have been made (by a racing request or an earlier run): true when this one made it. */
export async function ignoreDuplicate(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
