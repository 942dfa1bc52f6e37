import { describe, expect, it } from '@jest/globals';
import { authMessages } from '@trek/contracts';
import auth from './locales/en/auth.json' with { type: 'json' };

describe('English auth copy', () => {
  it('matches the messages of the shared contracts, which the spec defines', () => {
    expect(auth.messages).toEqual({ termsRequired: authMessages.termsRequired });
  });
});
