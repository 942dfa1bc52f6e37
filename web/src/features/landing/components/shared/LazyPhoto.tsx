import { Avatar, type MantineRadius } from '@mantine/core';
import { imageBox, ResponsiveImage } from '../../../../components/ResponsiveImage';

export interface LazyPhotoProps {
  src?: string | null;
  alt: string;
  width: number;
  height: number;
  /** Shown as initials when there is no photo. */
  name: string;
  radius?: MantineRadius | number;
  /** Stretches to the container's width, keeping the aspect ratio of width by height. */
  fluid?: boolean;
  /** How wide it shows when `fluid` (for the pick from `srcset`); else `width` px. */
  sizes?: string;
}

/**
 * A photo that loads when it comes near the viewport, in the width that fits (ResponsiveImage).
 * Width and height are set (and the box has their aspect ratio) so the layout does not shift when
 * it arrives. Without a photo the name's initials fill the same box.
 */
export function LazyPhoto({ src, alt, width, height, name, radius = 'md', fluid = false, sizes }: LazyPhotoProps) {
  if (!src) {
    // One dark brand colour behind white initials: name-derived light colours failed contrast for some names.
    return <Avatar name={name} color="agave.8" variant="filled" radius={radius} style={imageBox(width, height, fluid)} aria-hidden />;
  }
  return <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes={sizes} fit="cover" radius={radius} fluid={fluid} />;
}
