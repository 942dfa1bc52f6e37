import type { BackendModule, ReadCallback } from 'i18next';

type ResourcesByLanguage = Record<string, Record<string, Record<string, unknown> | undefined> | undefined>;

/** The privacy page's copy is a chunk of its own; every other lazily loaded namespace is in `lazy-resources.ts`. */
const loadResources = (namespace: string): Promise<ResourcesByLanguage> =>
  namespace === 'privacy' ? import('./privacy-resources').then((m) => m.privacyResources) : import('./lazy-resources').then((m) => m.lazyResources);

/** Loads the namespaces that are not bundled on first use. */
export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadResources(namespace).then(
      (resources) => {
        const namespaces = resources[language];
        const translations = namespaces?.[namespace];
        if (translations) callback(null, translations);
        else callback(new Error(`No translations for namespace "${namespace}" in "${language}"`), false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
