import { describe, expect, it } from '@jest/globals';
import { addWaitingPart, endPageHydration, hydrateWaitingParts, startPageHydration } from './page-hydration';

/** A part still showing the server's HTML: `loadAsked` settles when its code is asked for, `hydrate` ends its wait. */
function waitingPart() {
  let askLoad = (): void => undefined;
  const loadAsked = new Promise<void>((resolve) => {
    askLoad = resolve;
  });
  let hydrate = (): void => undefined;
  const settled = new Promise<void>((resolve) => {
    hydrate = resolve;
  });
  const remove = addWaitingPart({ load: askLoad, settled });
  void settled.then(remove);
  return { loadAsked, hydrate };
}

/** Whether a promise has settled, tracked as it goes. */
function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

describe('hydrateWaitingParts', () => {
  it('when the language is chosen before the first commit has registered the page’s parts, then it waits for those parts too', async () => {
    startPageHydration();
    const hydrated = hydrateWaitingParts();
    const state = track(hydrated);

    // The sections register in the first commit's effects, after the header's click was replayed.
    const section = waitingPart();
    endPageHydration();
    await section.loadAsked;
    expect(state.done).toBe(false);

    section.hydrate();
    await hydrated;
  });

  it('when a part that hydrates holds a part of its own, then it waits for that one as well', async () => {
    startPageHydration();
    const outer = waitingPart();
    endPageHydration();
    const hydrated = hydrateWaitingParts();
    const state = track(hydrated);
    await outer.loadAsked;

    const inner = waitingPart();
    outer.hydrate();
    await inner.loadAsked;
    expect(state.done).toBe(false);

    inner.hydrate();
    await hydrated;
  });

  it('when no part is waiting on a page rendered in the browser, then it resolves at once', async () => {
    await expect(hydrateWaitingParts()).resolves.toBeUndefined();
  });
});
