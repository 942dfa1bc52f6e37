import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onFirstInput } from '../lib/first-input';
import { nextTask } from '../lib/next-task';

/**
 * A dashboard's first screen and the parts below it, mounted in turns.
 *
 * A dashboard mounts its whole tab in the render its reads answer into, and however React slices
 * that render, its commit (every node inserted, every effect run) and the browser's style and
 * layout of it are one task: on the portal, 235 ms at the 4× slowdown of Lighthouse's phone,
 * mostly for parts nobody sees before scrolling. Marked as below the first screen (`BelowFirstScreen`), a
 * part waits for the page's first screen to be mounted and then mounts in a turn of its own, one
 * part per task, in the order they were queued (the page's order): the browser paints and answers
 * input between them.
 *
 * Only on the screen a page opens with, before the visitor has done anything: a tab opened later
 * mounts whole, as a visitor asked for all of it.
 */
let queueing = false;

/**
 * Called once by a page rendered in the browser rather than hydrated, the dashboards among them
 * (not in tests, where every part mounts with its parent).
 */
export function mountPartsBelowFirstScreenInTurn(): void {
  queueing = true;
  onFirstInput(() => {
    queueing = false;
  });
}

const waiting: Array<() => void> = [];
let mounting: (() => void) | undefined;
let turnUnderWay = false;

function takeNextTurn(): void {
  if (turnUnderWay) return;
  turnUnderWay = true;
  void nextTask().then(() => {
    mounting = waiting.shift();
    if (mounting) mounting();
    else turnUnderWay = false;
  });
}

/**
 * Queues a part: `mount` is called in its turn. Returns the part's release, called once it has
 * mounted or left the page before: the next turn waits for it.
 */
function queuePart(mount: () => void): () => void {
  waiting.push(mount);
  takeNextTurn();
  return () => {
    const index = waiting.indexOf(mount);
    if (index >= 0) waiting.splice(index, 1);
    if (mounting !== mount) return;
    mounting = undefined;
    turnUnderWay = false;
    takeNextTurn();
  };
}

/**
 * A part of a dashboard below its first screen on a phone: on the screen a page opens with, it
 * mounts after the first screen, in a turn of its own (above); otherwise with its
 * parent. Its turn comes a task after the one before it, within a fraction of a second, before
 * anyone could scroll to it. Nothing holds its place meanwhile: it is below the screen, so nothing
 * a visitor sees moves when it appears.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !queueing);
  useEffect(() => {
    if (shown) return undefined;
    // Released as this effect is cleaned up: once the part has mounted, or if it leaves the page first.
    return queuePart(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : null;
}
