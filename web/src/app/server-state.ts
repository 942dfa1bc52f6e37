import type { DehydratedState } from '@tanstack/react-query';

/** The element holding the server render's query data (JSON) for the client to start from. */
export const SERVER_STATE_ELEMENT_ID = 'trek-server-state';

/** JSON safe inside a `<script>`: no `</script>` or `<!--` can end or change it. */
export function serializeServerState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server render's query data, when this page arrived server-rendered. */
export function readServerState(): DehydratedState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
