import { afterEach, describe, expect, it } from '@jest/globals';
import { addModulePreloads, MODULE_PRELOADS_PER_TASK } from './module-preloads';

const preloadLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
const scripts = (count: number) => Array.from({ length: count }, (_, index) => `/assets/chunk-${index}.js`);

describe('the scripts a server-rendered page links once it has painted', () => {
  afterEach(() => {
    for (const link of preloadLinks()) link.remove();
  });

  it('links every script in order, for the browser to fetch with the crossorigin the app imports them with', async () => {
    await addModulePreloads(scripts(20));
    expect(preloadLinks().map((link) => new URL(link.href).pathname)).toEqual(scripts(20));
    expect(preloadLinks().every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('gives the browser a turn between a few links at a time, so a dashboard\'s hundred do not hold a phone\'s main thread in one task', async () => {
    const linkedAtEachTurn: number[] = [];
    await addModulePreloads(scripts(100), async () => {
      linkedAtEachTurn.push(preloadLinks().length);
    });
    const linkedPerTask = [...linkedAtEachTurn, preloadLinks().length].map((linked, turn, all) => linked - (all[turn - 1] ?? 0));
    expect(linkedPerTask.reduce((sum, linked) => sum + linked, 0)).toBe(100);
    expect(Math.max(...linkedPerTask)).toBeLessThanOrEqual(MODULE_PRELOADS_PER_TASK);
  });
});
