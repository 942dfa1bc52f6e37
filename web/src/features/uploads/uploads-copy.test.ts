import { describe, expect, it } from '@jest/globals';
import { uploadMessages } from '@trek/contracts';
import uploads from '../../i18n/locales/en/uploads.json' with { type: 'json' };

describe('English upload copy', () => {
  it('repeats the spec messages of the shared contracts', () => {
    const { fileTooLargeTitle, fileTooLarge, invalidTypeTitle, invalidType, notAnImage, uploadFailedTitle, readFailed, uploadFailed } = uploadMessages;
    expect(uploads.messages).toEqual({ fileTooLargeTitle, fileTooLarge, invalidTypeTitle, invalidType, notAnImage, uploadFailedTitle, readFailed, uploadFailed });
  });
});
