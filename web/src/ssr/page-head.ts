import type { PublicEdition } from '@trek/contracts';
import type { Language } from '../i18n/language';
import { i18n } from '../i18n';
import { paths } from '../config/paths';

export interface PageHeadInput {
  pathname: string;
  edition: PublicEdition;
  /** The site's public address, without a trailing slash (PUBLIC_SITE_URL). */
  siteUrl: string;
  notFound: boolean;
  /** The language the page is rendered in. */
  language: Language;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function titleAndDescription({ pathname, edition, notFound, language }: PageHeadInput): { title: string; description: string } {
  const t = i18n.getFixedT(language, 'common');
  if (notFound) return { title: t('documentTitle.notFound'), description: t('notFound.description') };
  if (pathname === paths.privacy) return { title: t('documentTitle.privacy'), description: t('pageMeta.privacyDescription') };
  if (pathname === paths.apply) {
    return { title: i18n.getFixedT(language, 'apply')('documentTitle.apply', { year: edition.year }), description: t('pageMeta.applyDescription', { year: edition.year }) };
  }
  return { title: t('documentTitle.landing', { year: edition.year }), description: t('pageMeta.description') };
}

/**
 * The `<head>` tags of a server-rendered page: its title, description, canonical link, and the
 * Open Graph and Twitter tags link previews read. A 404 is not indexed and has no canonical link.
 */
export function pageHead(input: PageHeadInput): { title: string; tags: string } {
  const { title, description } = titleAndDescription(input);
  const siteName = i18n.getFixedT(input.language, 'common')('pageMeta.siteName');
  const url = `${input.siteUrl}${input.pathname}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    ...(input.notFound
      ? [meta('name', 'robots', 'noindex')]
      : [
          `<link rel="canonical" href="${escapeHtml(url)}" />`,
          meta('property', 'og:type', 'website'),
          meta('property', 'og:site_name', siteName),
          meta('property', 'og:title', title),
          meta('property', 'og:description', description),
          meta('property', 'og:url', url),
          meta('name', 'twitter:card', 'summary'),
          meta('name', 'twitter:title', title),
          meta('name', 'twitter:description', description),
        ]),
  ];
  return { title: escapeHtml(title), tags: tags.join('\n    ') };
}

/** The `<head>` of a dashboard's frame: the site's name, and not indexed (the dashboards are for the signed-in). */
export function signedInFrameHead(language: Language): { title: string; tags: string } {
  return { title: escapeHtml(i18n.getFixedT(language, 'common')('appName')), tags: `<meta name="robots" content="noindex" />` };
}
