import { publicEditionSchema } from '@trek/contracts';
import { http, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { publicContentPaths, type PublicList } from '../features/landing/api/public-content-api';
import { publicContentSchemas } from '../features/landing/api/public-content-schemas';
import { answer, contractJson } from './api-server';

/**
 * Answers the landing page's public reads: the lists given, checked against their contract schemas,
 * and every other list empty (the edition settings are the test server's default).
 */
export function answerPublicContent(lists: { [List in PublicList]?: z.input<(typeof publicContentSchemas)[List]> } = {}): void {
  answer(
    ...(Object.keys(publicContentSchemas) as PublicList[]).map((list) =>
      http.get(publicContentPaths[list], () => contractJson(publicContentSchemas[list], (lists[list] ?? []) as JsonBodyType as never)),
    ),
  );
}

/** The contract schema of a successful answer on each public path. */
const publicReadSchemas: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ...(Object.keys(publicContentSchemas) as PublicList[]).map((list): [string, z.ZodType] => [publicContentPaths[list], publicContentSchemas[list]]),
  [publicContentPaths.edition, publicEditionSchema],
]);

/** The contract schema of a successful answer on the public `path`. */
export function publicReadSchema(path: string): z.ZodType {
  const schema = publicReadSchemas.get(path);
  if (!schema) throw new Error(`${path} is not one of the public reads`);
  return schema;
}
