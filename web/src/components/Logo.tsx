import { useId } from 'react';

export interface LogoProps {
  size?: number;
  /** Accessible name; leave it out when visible text next to the logo already names the site. */
  title?: string;
}

/** The Mexico Trek mark: a sun rising behind a stepped pyramid. */
export function Logo({ size = 40, title }: LogoProps) {
  const titleId = useId();
  const labelProps = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg" focusable="false" {...labelProps}>
      {title ? <title id={titleId}>{title}</title> : null}
      <circle cx="32" cy="32" r="30" fill="#fff4ec" stroke="#a94a1b" strokeWidth="3" />
      <circle cx="32" cy="25" r="9" fill="#dd7437" />
      <path d="M14 48h36l-4-6H18zM18 42h28l-4-6H22zM22 36h20l-4-6H26z" fill="#0f766e" />
      <path d="M29.5 48V31h5v17z" fill="#fff4ec" />
      <path d="M9 48h46" stroke="#a94a1b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
