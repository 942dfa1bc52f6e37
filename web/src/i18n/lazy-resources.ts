import admin from './locales/en/admin.json' with { type: 'json' };
import adminApplications from './locales/en/adminApplications.json' with { type: 'json' };
import adminContent from './locales/en/adminContent.json' with { type: 'json' };
import apply from './locales/en/apply.json' with { type: 'json' };
import dashboard from './locales/en/dashboard.json' with { type: 'json' };
import participant from './locales/en/participant.json' with { type: 'json' };
import type { TranslationResources } from './resources';
import uploads from './locales/en/uploads.json' with { type: 'json' };

/** The copy of the lazily loaded pages (dashboards, application wizard): one chunk, imported only by `lazy-namespace-backend.ts`. */
export const lazyResources = {
  en: { dashboard, admin, adminApplications, adminContent, participant, apply, uploads },
} satisfies Record<string, Partial<TranslationResources>>;
