import { describe, expect, it } from '@jest/globals';
import { COMMITMENT_LABELS, REFERRAL_LABELS } from '@trek/contracts';
import apply from '../../i18n/locales/en/apply.json' with { type: 'json' };

describe('English application copy', () => {
  it('labels commitments and referral sources as the contracts do', () => {
    expect(apply.commitmentOptions).toEqual(COMMITMENT_LABELS);
    expect(apply.referralOptions).toEqual(REFERRAL_LABELS);
  });
});
