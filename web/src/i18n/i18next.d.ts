import type { TranslationResources, defaultNamespace } from './resources';

// Typed keys: a misspelt translation key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: TranslationResources;
  }
}
