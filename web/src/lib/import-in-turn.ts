import { nextTask } from './next-task';

/** Evaluates the module at a URL (the browser's `import()`), resolving with it. */
type ImportModule = (url: string) => Promise<unknown>;

const importByUrl: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * Evaluates a page's chunks one per task, in the order given (each after the chunks it imports),
 * then its entry, and resolves with the entry's module. Imported at once, an entry's whole graph
 * (React, Mantine, the app) evaluates in one task, which nothing can interrupt: on Lighthouse's
 * phone, a few hundred milliseconds of blocking time in one piece. A chunk evaluated already is not
 * evaluated again. A chunk that fails to load fails the whole, as the entry's import would.
 */
export async function importInTurn(chunks: readonly string[], entry: string, importModule: ImportModule = importByUrl, yieldToBrowser: () => Promise<void> = nextTask): Promise<unknown> {
  for (const chunk of chunks) {
    await importModule(chunk);
    await yieldToBrowser();
  }
  return importModule(entry);
}
