import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { demoWidthPath, DEMO_IMAGE_WIDTHS } from '@trek/contracts';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: the browser one needs MessageChannel, which jsdom has not.
import { renderToString } from 'react-dom/server.node';
import { theme } from '../theme';
import { ResponsiveImage } from './ResponsiveImage';

const UPLOAD = '/media/2026/0123456789abcdef0123456789abcdef-1350x2400.jpg';
const inProvider = (element: ReactElement) => <MantineProvider theme={theme}>{element}</MantineProvider>;

describe('ResponsiveImage', () => {
  it('when an upload names its size, then every WebP width is offered with the box size, lazily and asynchronously decoded', () => {
    render(inProvider(<ResponsiveImage src={UPLOAD} alt="Zócalo" width={400} height={250} sizes="(max-width: 48em) 100vw, 400px" />));
    const image = screen.getByRole('img', { name: 'Zócalo' });
    expect(image).toHaveAttribute('src', UPLOAD);
    expect(image).toHaveAttribute(
      'srcset',
      ['320', '640', '960', '1280', '1350'].map((w) => `/media/2026/0123456789abcdef0123456789abcdef-1350x2400.w${w}.webp ${w}w`).join(', '),
    );
    expect(image).toHaveAttribute('sizes', '(max-width: 48em) 100vw, 400px');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '250');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('when it is the page’s largest first-screen image, then it loads at once with high priority', () => {
    render(inProvider(<ResponsiveImage src={UPLOAD} alt="Hero" priority />));
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // Without a box given, the size the URL names reserves the space.
    expect(image).toHaveAttribute('width', '1350');
    expect(image).toHaveAttribute('height', '2400');
  });

  it('when an upload is from before width versions, then it keeps its single src', () => {
    const older = '/media/2025/0123456789abcdef0123456789abcdef.png';
    render(inProvider(<ResponsiveImage src={older} alt="Older" width={96} height={96} />));
    const image = screen.getByRole('img', { name: 'Older' });
    expect(image).toHaveAttribute('src', older);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '96');
  });

  it('when a sample illustration is shown, then its shipped WebP widths are offered', () => {
    render(inProvider(<ResponsiveImage src="/demo/avatar-1.svg" alt="Sample" width={96} height={96} />));
    expect(screen.getByRole('img', { name: 'Sample' })).toHaveAttribute('srcset', '/demo/avatar-1.w320.webp 320w, /demo/avatar-1.w640.webp 640w, /demo/avatar-1.w960.webp 960w');
  });

  it('when rendered on the server, then the browser hydrates it without a mismatch (nothing reads window)', async () => {
    const element = inProvider(<ResponsiveImage src={UPLOAD} alt="Same" width={88} height={88} radius="50%" />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const serverImage = container.querySelector('img');
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydration kept the server's element, with its srcset and box.
    expect(container.querySelector('img')).toBe(serverImage);
    expect(serverImage).toHaveAttribute('srcset', expect.stringContaining('.w320.webp 320w'));
    expect(serverImage).toHaveAttribute('width', '88');
    errors.mockRestore();
    container.remove();
  });

  it('every shipped sample has its WebP width versions beside it (scripts/demo-images.mjs makes them)', () => {
    const folder = join(process.cwd(), 'public/demo');
    const files = new Set(readdirSync(folder));
    const missing = [...files]
      .filter((name) => name.endsWith('.svg'))
      .flatMap((name) => DEMO_IMAGE_WIDTHS.map((width) => demoWidthPath(`/demo/${name}`, width).slice('/demo/'.length)))
      .filter((name) => !files.has(name));
    expect(missing).toEqual([]);
  });
});
