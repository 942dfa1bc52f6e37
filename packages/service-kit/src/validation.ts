import type { z } from 'zod';
import { AppError } from './errors.js';

/** Field path → first message, the `errors` map of the JSON error shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Parses untrusted input with a shared schema; a failure is a 400 whose message is the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw AppError.badRequest(first, errors);
}
