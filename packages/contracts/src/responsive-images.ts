// No zod: the web's first load shows images with these (`@trek/contracts/zod-free`).
import { isDemoImagePath } from './image-paths.js';

/** Widths (px) of the WebP versions the upload service makes of every uploaded image, never wider than the image. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const RESPONSIVE_MAX_WIDTH = 1920;

/**
 * The widths made of an image `width` px wide: each step below it, then the image's own width
 * (capped at the widest step), so the sharpest version is there and nothing is scaled up.
 */
export function responsiveWidths(width: number): number[] {
  const top = Math.min(width, RESPONSIVE_MAX_WIDTH);
  const below: number[] = RESPONSIVE_WIDTHS.filter((step) => step < top);
  return [...below, top];
}

/**
 * An uploaded image's URL names its upright size: `/media/<yyyy>/<32 hex>-<width>x<height>.<png|jpg>`,
 * so a page can list its versions (`srcset`) and reserve its box without asking anything.
 * An upload whose URL names no size (`/media/<yyyy>/<32 hex>.<ext>`) keeps its single src.
 */
const SIZED_MEDIA_PATH = /^\/media\/\d{4}\/[0-9a-f]{32}-([1-9]\d{0,4})x([1-9]\d{0,4})\.(?:jpg|png)$/;

/** The versions of an image at one width: `…-800x450.w640.webp` beside `…-800x450.png`. */
export const mediaWidthPath = (url: string, width: number) => url.replace(/\.(?:jpg|png)$/, `.w${width}.webp`);

/** The shipped samples have WebP versions beside them (`/demo/avatar-1.w320.webp`), made by `scripts/demo-images.mjs`. */
export const DEMO_IMAGE_WIDTHS = [320, 640, 960] as const;
export const demoWidthPath = (url: string, width: number) => url.replace(/\.svg$/, `.w${width}.webp`);

export interface ImageSize {
  width: number;
  height: number;
}

/** The upright size an uploaded image's URL names, or null for older uploads, samples and anything else. */
export function mediaImageSize(url: string): ImageSize | null {
  const match = SIZED_MEDIA_PATH.exec(url);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export interface ResponsiveCandidate {
  url: string;
  width: number;
}

/** Every width version of a site image, narrowest first; empty when it has none (older uploads). */
export function responsiveCandidates(url: string): ResponsiveCandidate[] {
  const size = mediaImageSize(url);
  if (size) return responsiveWidths(size.width).map((width) => ({ url: mediaWidthPath(url, width), width }));
  if (isDemoImagePath(url)) return DEMO_IMAGE_WIDTHS.map((width) => ({ url: demoWidthPath(url, width), width }));
  return [];
}
