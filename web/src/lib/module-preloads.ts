import { nextTask } from './next-task';

/**
 * Links added in one task at most. Each `modulepreload` link starts its request as it is added,
 * which costs the main thread about a millisecond at full speed, four on a phone's slower CPU: a
 * dashboard's hundred links in one task held it for hundreds of milliseconds, as long as a tap
 * would wait.
 */
export const MODULE_PRELOADS_PER_TASK = 8;

function addModulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** Links each script for the browser to fetch, in order, a few per task, giving the browser a turn between them. */
export async function addModulePreloads(hrefs: readonly string[], yieldToBrowser: () => Promise<void> = nextTask): Promise<void> {
  for (let start = 0; start < hrefs.length; start += MODULE_PRELOADS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    for (const href of hrefs.slice(start, start + MODULE_PRELOADS_PER_TASK)) addModulePreload(href);
  }
}
