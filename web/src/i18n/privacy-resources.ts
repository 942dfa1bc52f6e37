import privacy from './locales/en/privacy.json' with { type: 'json' };
import type { TranslationResources } from './resources';

/** The privacy page's copy: a chunk of its own, loaded with that page (not with the dashboards' copy in `lazy-resources.ts`). */
export const privacyResources = {
  en: { privacy },
} satisfies Record<string, Partial<TranslationResources>>;
