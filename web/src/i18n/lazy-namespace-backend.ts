import type { BackendModule, ReadCallback } from 'i18next';

/** Loads the namespaces that are not bundled (see `lazy-resources.ts`) on first use. */
export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import('./lazy-resources').then(
      ({ lazyResources }) => {
        const namespaces: Record<string, Record<string, unknown> | undefined> | undefined =
          lazyResources[language as keyof typeof lazyResources];
        const translations = namespaces?.[namespace];
        if (translations) callback(null, translations);
        else callback(new Error(`No translations for namespace "${namespace}" in "${language}"`), false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
