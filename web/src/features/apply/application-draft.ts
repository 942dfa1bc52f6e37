import { APPLICATION_FORM_DEFAULTS, type ApplicationFormValues } from '@trek/contracts';

/**
 * The unfinished application lives in sessionStorage, not localStorage: it survives a reload of
 * the tab but not the browser session, so the next person on a shared computer does not see it.
 */
export const APPLICATION_DRAFT_STORAGE_KEY = 'trek.applicationDraft';

export interface ApplicationDraft {
  step: number;
  values: ApplicationFormValues;
}

type FieldName = keyof ApplicationFormValues;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps only known fields of the right type, so a stale or edited draft cannot break the form. */
function sanitizeValues(stored: unknown): ApplicationFormValues {
  const values: ApplicationFormValues = { ...APPLICATION_FORM_DEFAULTS };
  if (typeof stored !== 'object' || stored === null) return values;
  const record = stored as Record<string, unknown>;
  for (const field of Object.keys(APPLICATION_FORM_DEFAULTS) as FieldName[]) {
    const value = record[field];
    if (typeof value === typeof APPLICATION_FORM_DEFAULTS[field]) (values as Record<FieldName, unknown>)[field] = value;
  }
  return values;
}

export function loadApplicationDraft(lastStep: number): ApplicationDraft | null {
  const text = storage()?.getItem(APPLICATION_DRAFT_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { step?: unknown; values?: unknown };
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step, 0), lastStep) : 0;
    return { step, values: sanitizeValues(parsed.values) };
  } catch {
    return null;
  }
}

export function saveApplicationDraft(draft: ApplicationDraft): void {
  try {
    storage()?.setItem(APPLICATION_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft; the form keeps working.
  }
}

export function clearApplicationDraft(): void {
  storage()?.removeItem(APPLICATION_DRAFT_STORAGE_KEY);
}
