import { baseUrl } from './browser.js';

/** Calls the API through the gateway, as the browser does. */
export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(path, baseUrl()), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.edu`;
