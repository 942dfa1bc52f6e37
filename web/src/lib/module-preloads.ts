/**
 * Links added in one task at most. Each `modulepreload` link starts its request as it is added,
 * which costs the main thread about a millisecond at full speed, four on a phone's slower CPU: a
 * dashboard's hundred links in one task held it for hundreds of milliseconds, as long as a tap
 * would wait.
 */
export const MODULE_PRELOADS_PER_TASK = 8;

/** A new task, even in a background tab (a message is not throttled there the way a timer is). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

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
