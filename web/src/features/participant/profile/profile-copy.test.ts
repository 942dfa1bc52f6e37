import { describe, expect, it } from '@jest/globals';
import { participantMessages } from '@trek/contracts';
import participantProfile from '../../../i18n/locales/en/participantProfile.json' with { type: 'json' };

describe('English participant profile copy', () => {
  it('repeats the spec messages of the shared contracts', () => {
    expect(participantProfile.messages).toEqual(participantMessages);
  });
});
