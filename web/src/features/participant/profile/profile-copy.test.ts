import { describe, expect, it } from '@jest/globals';
import { participantMessages } from '@trek/contracts';
import participantProfile from '../../../i18n/locales/en/participantProfile.json' with { type: 'json' };

describe('English participant profile copy', () => {
  it('repeats the spec messages of the shared contracts', () => {
    for (const [key, message] of Object.entries(participantProfile.messages)) {
      expect([key, message]).toEqual([key, participantMessages[key as keyof typeof participantMessages]]);
    }
  });

  it('words the directory promise as the contracts do', () => {
    expect(participantProfile.completion.directoryWaiting.replace('{{year}}', '2027')).toBe(participantMessages.directoryWaiting(2027));
  });
});
