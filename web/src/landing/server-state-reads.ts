import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PublicReads, ReadOptions, ReadResult } from '../lib/public-reads';

/** The part of the server render's query data (app/server-state.ts) the landing page reads. */
export interface ServerStateQueries {
  queries?: Array<{ queryKey: QueryKey; state: { status: string; data?: unknown } }>;
}

const keyOf = (queryKey: QueryKey): string => JSON.stringify(queryKey);

/**
 * The landing page's reads on its own entry: what the server rendered the page with, so the page
 * hydrates with the same content and asks for nothing. A read the server did not have (its
 * service failed while rendering) is asked for once, shared by every component showing it.
 */
export function serverStateReads(state: ServerStateQueries | undefined): PublicReads {
  const known = new Map<string, unknown>();
  for (const query of state?.queries ?? []) if (query.state.status === 'success') known.set(keyOf(query.queryKey), query.state.data);
  const asked = new Map<string, Promise<unknown>>();
  let pending = 0;
  // Whoever shows whether a read is on its way renders again when that changes.
  const pendingListeners = new Set<() => void>();
  const changePending = (by: number) => {
    pending += by;
    for (const listener of pendingListeners) listener();
  };
  const subscribeToPending = (listener: () => void) => {
    pendingListeners.add(listener);
    return () => {
      pendingListeners.delete(listener);
    };
  };
  const anyPending = () => pending > 0;

  const ask = <Data>(key: string, options: ReadOptions<Data>): Promise<Data> => {
    let answer = asked.get(key) as Promise<Data> | undefined;
    if (!answer) {
      const queryFn = options.queryFn;
      if (typeof queryFn !== 'function') return Promise.reject(new Error(`No way to read ${key}`));
      changePending(1);
      const context = { queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext<QueryKey>;
      answer = Promise.resolve(queryFn(context)).finally(() => {
        changePending(-1);
      }) as Promise<Data>;
      answer.then((data) => known.set(key, data)).catch(() => asked.delete(key));
      asked.set(key, answer);
    }
    return answer;
  };

  function useRead<Data>(options: ReadOptions<Data>): ReadResult<Data> {
    const key = keyOf(options.queryKey);
    const [result, setResult] = useState<ReadResult<Data>>(() =>
      known.has(key) ? { data: known.get(key) as Data, isPending: false, isError: false } : { data: undefined, isPending: true, isError: false },
    );
    useEffect(() => {
      if (!result.isPending) return undefined;
      let mounted = true;
      ask(key, options).then(
        (data) => mounted && setResult({ data, isPending: false, isError: false }),
        () => mounted && setResult({ data: undefined, isPending: false, isError: true }),
      );
      return () => {
        mounted = false;
      };
      // Asked for once per key: the options object is new at every render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key, result.isPending]);
    return result;
  }

  return { useRead, useAnyReadPending: () => useSyncExternalStore(subscribeToPending, anyPending, anyPending) };
}
