import { describe, expect, it } from '@jest/globals';
import { COMMITMENT_LABELS, COMMITMENT_LABELS_BY_LANGUAGE, REFERRAL_LABELS } from '@trek/contracts';
import apply from '../../i18n/locales/en/apply.json' with { type: 'json' };
import spanishApply from '../../i18n/locales/es/apply.json' with { type: 'json' };

describe('application copy', () => {
  it('labels commitments and referral sources as the contracts do', () => {
    expect(apply.commitmentOptions).toEqual(COMMITMENT_LABELS);
    expect(apply.referralOptions).toEqual(REFERRAL_LABELS);
  });

  it('labels commitments in Spanish with the words of the Spanish emails', () => {
    expect(spanishApply.commitmentOptions).toEqual(COMMITMENT_LABELS_BY_LANGUAGE.es);
  });
});
