import type { BackendModule, ReadCallback } from 'i18next';

type ResourcesByLanguage = Record<string, Record<string, Record<string, unknown> | undefined> | undefined>;

/** The privacy page's copy is a chunk of its own; every other lazily loaded English namespace is in `lazy-resources.ts`. */
const loadEnglish = (namespace: string): Promise<ResourcesByLanguage> =>
  namespace === 'privacy' ? import('./privacy-resources').then((m) => m.privacyResources) : import('./lazy-resources').then((m) => m.lazyResources);

/** One namespace's copy in one language: Spanish from its own chunk, English from the lazily loaded bundles. */
async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown> | undefined> {
  if (language === 'es') {
    // The map of Spanish chunks is a chunk too: an English visitor's first load carries none of it.
    const { isNamespace, spanishNamespaces } = await import('./spanish-resources');
    return isNamespace(namespace) ? (await spanishNamespaces[namespace]()).default : undefined;
  }
  return (await loadEnglish(namespace))[language]?.[namespace];
}

/** Loads the namespaces that are not bundled on first use, and every Spanish one. */
export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (translations) => {
        if (translations) callback(null, translations);
        else callback(new Error(`No translations for namespace "${namespace}" in "${language}"`), false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
