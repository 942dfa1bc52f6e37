import { notificationsStore } from '@mantine/notifications';
import { createElement, type ComponentType } from 'react';
import { onFirstInput } from '../lib/first-input';

type AppOverlaysModule = { default: typeof import('./AppOverlays').AppOverlays };

let overlays: Promise<AppOverlaysModule> | undefined;
let pageAskedForOverlays = () => undefined as void;
const overlaysAskedFor = new Promise<void>((resolve) => {
  pageAskedForOverlays = resolve;
});

/** The toasts' and dialogs' chunk (AppOverlays.tsx); the dashboards wait for it so that no dialog is asked for before it listens. */
export function loadAppOverlays(): Promise<AppOverlaysModule> {
  pageAskedForOverlays();
  overlays ??= import('./AppOverlays').then((m) => ({ default: m.AppOverlays }));
  return overlays;
}

let overlaysForTests: ComponentType | undefined;

/** Component tests render a feature without the page that would load the chunk: their setup loads it before the first test. */
export async function loadAppOverlaysForTests(): Promise<void> {
  overlaysForTests = (await loadAppOverlays()).default;
}

/** The chunk's component in a component test, at once (no suspending render): `loadAppOverlaysForTests` has loaded it. */
export function AppOverlaysForTests() {
  if (!overlaysForTests) throw new Error('The test setup loads the toasts and dialogs (loadAppOverlaysForTests) before the first test');
  return createElement(overlaysForTests);
}

/**
 * The chunk, once a toast or dialog may be asked for: at the visitor's first input, when a toast
 * is shown (it waits in Mantine's store until the chunk renders it), or when a page loads the
 * chunk itself (`loadAppOverlays`). A visit that only reads the landing page never runs it, which
 * keeps a slow phone's main thread free while the page becomes usable.
 */
export function loadAppOverlaysWhenNeeded(): Promise<AppOverlaysModule> {
  if (typeof window === 'undefined') return loadAppOverlays();
  return new Promise((resolve) => {
    let settled = false;
    const stops: Array<() => void> = [];
    const load = () => {
      if (settled) return;
      settled = true;
      for (const stop of stops) stop();
      resolve(loadAppOverlays());
    };
    stops.push(notificationsStore.subscribe(load));
    stops.push(onFirstInput(load));
    void overlaysAskedFor.then(load);
  });
}
