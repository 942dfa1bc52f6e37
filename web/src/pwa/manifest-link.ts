import { webAppManifests } from './spanish-manifest';

/**
 * Points the page's web app manifest link at the manifest in the page's language, so installing
 * from a Spanish page describes the app in Spanish. Pages without the link (the development
 * server, tests) are left alone.
 */
export function linkManifestInLanguage(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const href = language === 'es' ? webAppManifests.es : webAppManifests.en;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
