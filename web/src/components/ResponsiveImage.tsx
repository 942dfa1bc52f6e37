import { Image, type ImageProps } from '@mantine/core';
import { mediaImageSize, responsiveCandidates } from '@trek/contracts/zod-free';
import type { CSSProperties } from 'react';

/**
 * `srcSet` and `sizes` for a site image: its WebP width versions (uploads with a size in their URL,
 * the shipped samples), or nothing for an older upload, which keeps its single `src`.
 */
export function responsiveImageAttributes(src: string, sizes: string): { srcSet?: string; sizes?: string } {
  const candidates = responsiveCandidates(src);
  if (candidates.length === 0) return {};
  return { srcSet: candidates.map(({ url, width }) => `${url} ${width}w`).join(', '), sizes };
}

/** The box an image of `width` by `height` takes: that size, or the container's width at its aspect ratio when `fluid`. */
export function imageBox(width: number, height: number, fluid: boolean): CSSProperties {
  return { aspectRatio: `${width} / ${height}`, width: fluid ? '100%' : width, height: fluid ? 'auto' : height };
}

export interface ResponsiveImageProps extends Pick<ImageProps, 'radius' | 'fit' | 'className'> {
  src: string;
  alt: string;
  /** The box in CSS pixels (its aspect ratio when `fluid`); defaults to the size an upload's URL names. */
  width?: number;
  height?: number;
  /** How wide the image shows, for the browser's pick from `srcset`; defaults to `width` px. */
  sizes?: string;
  /** The page's largest first-screen image (LCP): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** Stretches to the container's width, keeping the aspect ratio of width by height. */
  fluid?: boolean;
  style?: CSSProperties;
}

/**
 * Every content image of the site: WebP width versions in `srcset`, `width`/`height` so the box is
 * reserved before the bytes arrive, lazy unless `priority`. A pure function of its props (no
 * `window`), so the server renders the same markup the browser hydrates.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, fluid = false, style, ...rest }: ResponsiveImageProps) {
  const named = mediaImageSize(src);
  const boxWidth = width ?? named?.width;
  const boxHeight = height ?? named?.height;
  const box = boxWidth && boxHeight ? imageBox(boxWidth, boxHeight, fluid) : {};
  return (
    <Image
      src={src}
      {...responsiveImageAttributes(src, sizes ?? (boxWidth ? `${boxWidth}px` : '100vw'))}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ ...box, ...style }}
      {...rest}
    />
  );
}
