import { afterEach, describe, expect, it } from '@jest/globals';
import { linkManifestInLanguage } from './manifest-link';

afterEach(() => {
  document.head.querySelector('link[rel="manifest"]')?.remove();
});

describe("the page's web app manifest link", () => {
  it('names the Spanish manifest on a Spanish page and the English one again after switching back', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest">');
    const link = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');

    linkManifestInLanguage('es');
    expect(link()).toBe('/manifest.es.webmanifest');
    linkManifestInLanguage('en');
    expect(link()).toBe('/manifest.webmanifest');
  });

  it('adds no link to a page that has none (the development server)', () => {
    linkManifestInLanguage('es');
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
