import { CROP, type CropType, type UploadType } from '@trek/contracts';

export interface CropSettings {
  aspect: number;
  /** Crop box width in px at the start. */
  defaultWidth: number;
  minWidth: number;
  maxWidth: number;
}

/** Spec 9: profile and card crops are 16:9 (355 by 200); square crops start at 250 and stop at 350. */
export function cropSettingsFor(cropType: CropType): CropSettings {
  if (cropType === 'square') {
    return { aspect: 1, defaultWidth: CROP.square.default, minWidth: CROP.width.min, maxWidth: CROP.square.max };
  }
  return { aspect: CROP.wide.aspect, defaultWidth: CROP.wide.width, minWidth: CROP.width.min, maxWidth: CROP.width.max };
}

/** Portraits of people and logos are square; a participant's profile photo and every other picture are 16:9 cards. */
export function cropTypeFor(uploadType: UploadType | undefined): CropType {
  if (uploadType === 'profile') return 'profile';
  if (uploadType === 'team-member' || uploadType === 'speaker' || uploadType === 'supporter') return 'square';
  return 'card';
}

/** The crop box for a width: the aspect's height, kept inside the 400 by 300 canvas. */
export function cropBoxSize(width: number, aspect: number): { width: number; height: number } {
  const height = Math.round(width / aspect);
  if (height <= CROP.canvas.height) return { width: Math.min(width, CROP.canvas.width), height };
  return { width: Math.round(CROP.canvas.height * aspect), height: CROP.canvas.height };
}

/** On a narrow screen the canvas is narrower than 400 px: the box shrinks with it, keeping its shape and a margin. */
export function fitCropBoxIn(box: { width: number; height: number }, canvasWidth: number, margin = 16): { width: number; height: number } {
  const available = canvasWidth - margin;
  if (canvasWidth <= 0 || box.width <= available) return box;
  const scale = available / box.width;
  return { width: Math.round(box.width * scale), height: Math.round(box.height * scale) };
}
