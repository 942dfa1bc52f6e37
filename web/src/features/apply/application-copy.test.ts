import { describe, expect, it } from '@jest/globals';
import { applicationMessages, COMMITMENT_LABELS, REFERRAL_LABELS } from '@trek/contracts';
import apply from '../../i18n/locales/en/apply.json' with { type: 'json' };
import { WIZARD_MESSAGE_KEYS } from './application-messages';

describe('English application copy', () => {
  it('repeats the contract messages the wizard shows, which the spec defines', () => {
    expect(apply.messages).toEqual(Object.fromEntries(WIZARD_MESSAGE_KEYS.map((key) => [key, applicationMessages[key]])));
  });

  it('labels commitments and referral sources as the contracts do', () => {
    expect(apply.commitmentOptions).toEqual(COMMITMENT_LABELS);
    expect(apply.referralOptions).toEqual(REFERRAL_LABELS);
  });
});
