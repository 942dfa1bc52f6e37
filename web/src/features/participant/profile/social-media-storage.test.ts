import { describe, expect, it } from '@jest/globals';
import { mergeSocials, readStoredSocials, socialMediaStorageKey, storeSocials } from './social-media-storage';

const blank = { instagram: '', twitter: '', facebook: '', tiktok: '', threads: '' };

describe('social handles kept in the browser', () => {
  it('when the server has a value, then it wins; a blank server value takes the stored one', () => {
    expect(mergeSocials({ ...blank, instagram: '@server', twitter: ' ' }, { ...blank, instagram: '@stored', twitter: '@stored_x', threads: '@t' })).toEqual({
      ...blank,
      instagram: '@server',
      twitter: '@stored_x',
      threads: '@t',
    });
  });

  it('when handles are stored for one user, then another user on the same browser reads none of them', () => {
    storeSocials('user-a', { ...blank, tiktok: '@a_tiktok' });
    expect(readStoredSocials('user-a')).toEqual({ ...blank, tiktok: '@a_tiktok' });
    expect(readStoredSocials('user-b')).toEqual(blank);
  });

  it('when the stored value is not the expected JSON, then it reads as blanks', () => {
    window.localStorage.setItem(socialMediaStorageKey('user-a'), '{not json');
    expect(readStoredSocials('user-a')).toEqual(blank);
    window.localStorage.setItem(socialMediaStorageKey('user-a'), JSON.stringify({ instagram: 42, twitter: '@ok' }));
    expect(readStoredSocials('user-a')).toEqual({ ...blank, twitter: '@ok' });
  });
});
