import { describe, expect, it } from '@jest/globals';
import { cropBoxSize, cropSettingsFor, cropTypeFor, fitCropBoxIn } from './crop-settings';

describe('crop settings (spec 9)', () => {
  it('when cropping a profile or card, then 16:9 starting at 355 by 200, width 100 to 400', () => {
    for (const cropType of ['profile', 'card'] as const) {
      const settings = cropSettingsFor(cropType);
      expect(settings).toMatchObject({ defaultWidth: 355, minWidth: 100, maxWidth: 400 });
      expect(cropBoxSize(settings.defaultWidth, settings.aspect)).toEqual({ width: 355, height: 200 });
    }
  });

  it('when cropping a square, then it starts at 250 and stops at 350', () => {
    const settings = cropSettingsFor('square');
    expect(settings).toMatchObject({ aspect: 1, defaultWidth: 250, maxWidth: 350 });
    expect(cropBoxSize(350, 1)).toEqual({ width: 300, height: 300 });
  });

  it('when the upload is a profile photo, then the profile crop; people and logos square; the rest cards', () => {
    expect(cropTypeFor('profile')).toBe('profile');
    expect(cropTypeFor('speaker')).toBe('square');
    expect(cropTypeFor('place')).toBe('card');
    expect(cropTypeFor(undefined)).toBe('card');
  });

  it('when the canvas is narrower than the crop box (a phone), then the box shrinks with its shape kept', () => {
    expect(fitCropBoxIn({ width: 355, height: 200 }, 305)).toEqual({ width: 289, height: 163 });
    expect(fitCropBoxIn({ width: 250, height: 250 }, 400)).toEqual({ width: 250, height: 250 });
    expect(fitCropBoxIn({ width: 250, height: 250 }, 0)).toEqual({ width: 250, height: 250 });
  });
});
