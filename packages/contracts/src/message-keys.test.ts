import { authMessages, passwordMessages } from './auth.js';
import { contractMessageKey, contractMessageTexts } from './message-keys.js';
import { participantMessages } from './participant.js';

describe('contract message keys', () => {
  it('finds the key of each fixed message, which leads back to the same English text', () => {
    expect(contractMessageKey(authMessages.passwordTooShort)).toBe('auth.passwordTooShort');
    expect(contractMessageKey(passwordMessages.passwordsDoNotMatch)).toBe('password.passwordsDoNotMatch');
    for (const text of contractMessageTexts.values()) expect(contractMessageTexts.get(contractMessageKey(text)!)).toBe(text);
  });

  it('has no key for texts built from values, nor for any other text', () => {
    expect(contractMessageKey(participantMessages.directoryWaiting(2027))).toBeUndefined();
    expect(contractMessageKey('502: Bad Gateway')).toBeUndefined();
  });
});
