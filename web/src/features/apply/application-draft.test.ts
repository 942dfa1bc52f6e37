import { afterEach, describe, expect, it } from '@jest/globals';
import { APPLICATION_FORM_DEFAULTS } from '@trek/contracts';
import { APPLICATION_DRAFT_STORAGE_KEY, clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './application-draft';

afterEach(() => window.sessionStorage.clear());

describe('application draft', () => {
  it('when saved, then it comes back from sessionStorage and never touches localStorage', () => {
    saveApplicationDraft({ step: 2, values: { ...APPLICATION_FORM_DEFAULTS, firstNames: 'Ana' } });
    expect(loadApplicationDraft(4)).toEqual({ step: 2, values: { ...APPLICATION_FORM_DEFAULTS, firstNames: 'Ana' } });
    expect(window.localStorage.length).toBe(0);
  });

  it('when the stored draft is damaged, then unknown or mistyped fields fall back to the defaults', () => {
    window.sessionStorage.setItem(APPLICATION_DRAFT_STORAGE_KEY, JSON.stringify({ step: 9, values: { lastName: 7, phone: '+1', extra: 'x' } }));
    expect(loadApplicationDraft(4)).toEqual({ step: 4, values: { ...APPLICATION_FORM_DEFAULTS, phone: '+1' } });
    window.sessionStorage.setItem(APPLICATION_DRAFT_STORAGE_KEY, '{not json');
    expect(loadApplicationDraft(4)).toBeNull();
  });

  it('when cleared, then nothing is restored', () => {
    saveApplicationDraft({ step: 1, values: APPLICATION_FORM_DEFAULTS });
    clearApplicationDraft();
    expect(loadApplicationDraft(4)).toBeNull();
  });
});
