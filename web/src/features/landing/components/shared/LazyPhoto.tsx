import { Avatar, Image, type MantineRadius } from '@mantine/core';

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
}

/**
 * A photo that loads when it comes near the viewport. Width and height are set (and the box has
 * their aspect ratio) so the layout does not shift when it arrives. Without a photo the name's
 * initials fill the same box.
 */
export function LazyPhoto({ src, alt, width, height, name, radius = 'md', fluid = false }: LazyPhotoProps) {
  const box = { aspectRatio: `${width} / ${height}`, width: fluid ? '100%' : width, height: fluid ? 'auto' : height };
  if (!src) {
    return <Avatar name={name} color="initials" radius={radius} style={box} aria-hidden />;
  }
  return <Image src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" fit="cover" radius={radius} style={box} />;
}
