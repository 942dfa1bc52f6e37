import type { ErrorBody } from '@trek/contracts';
import { LANGUAGE_HEADER } from '@trek/contracts/zod-free';
import i18next from 'i18next';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { readAuthToken } from './auth-token';
import { takeEarlyRead } from './early-reads';

/**
 * A non-OK answer. `message` is "<status>: <text>" (spec 7), where text is the JSON body's
 * `message` when there is one, otherwise the raw response text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorBody['errors'];

  constructor(status: number, text: string, errors?: ErrorBody['errors']) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Appends the non-null parameters as a query string. */
export function buildUrl(url: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) search.append(name, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The chosen language, not the browser's: services write the emails this request causes in it.
  if (i18next.language) headers[LANGUAGE_HEADER] = i18next.language;
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** The ApiError for a non-OK response, with the server's `message` (and field errors) when it sent JSON. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const body = parseJson(text);
  if (isErrorBody(body)) return new ApiError(response.status, body.message, body.errors);
  return new ApiError(response.status, text || response.statusText);
}

/**
 * The signed-in request with the app's headers (and any the caller adds), answering the Response
 * itself (for a caller that reads its headers).
 */
export async function send(method: string, url: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response> {
  const init: RequestInit = { method, headers: { ...requestHeaders(), ...extraHeaders }, credentials: 'include' };
  if (body !== undefined) init.body = JSON.stringify(body);
  return fetch(url, init);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? parseJson(text) : null;
}

/** A response's parsed JSON body (null when empty), or its ApiError when it is not a success. */
async function readResponse(response: Response): Promise<unknown> {
  if (!response.ok) throw await toApiError(response);
  return readBody(response);
}

/**
 * A read a dashboard's first screen makes: the one the boot script started beside the app's
 * scripts (lib/early-reads.ts) when there is one, else a new one. Resolves with the parsed JSON body.
 */
export async function readFirstScreen(url: string): Promise<unknown> {
  return readResponse(await (takeEarlyRead(url) ?? send('GET', url)));
}

/** A write (or any call that is not a cached read). Resolves with the parsed JSON body, or null when empty. */
export async function apiRequest(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<unknown> {
  return readResponse(await send(method, url, body));
}

/**
 * The read behind every query: the query key is [url, params?]. It answers the JSON body as it
 * came, so each query parses it with the contract schema of what it reads; the query client has no
 * default read, so a query without a read of its own fails instead of caching unparsed JSON.
 */
export const readQuery: QueryFunction<unknown, QueryKey> = async ({ queryKey }) => {
  const [url, params] = queryKey;
  if (typeof url !== 'string') throw new Error('A query key must start with the URL to read');
  return readResponse(await send('GET', buildUrl(url, params as QueryParams | undefined)));
};

/** Spec 8: toasts show the server's text without the leading "<status>: ". */
export function stripStatusPrefix(message: string): string {
  return message.replace(/^\d+:\s*/, '');
}
