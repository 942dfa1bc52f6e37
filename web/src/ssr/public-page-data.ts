import { publicEditionSchema, yearTabs, type PublicEdition } from '@trek/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { buildUrl, type QueryParams } from '../lib/api-client';
import { editionQuery } from '../features/edition/use-edition';
import { publicQueries } from '../features/landing/queries/public-content';
import { paths } from '../config/paths';

/** Reads one public API path (`/api/public/...?query`) on the server; rejects when it cannot. */
export type ReadPublicPath = (pathWithQuery: string) => Promise<unknown>;

/** The queries the landing page's sections read, keyed exactly as the sections key them. */
function landingQueryKeys(edition: PublicEdition): QueryKey[] {
  const tabs = yearTabs(edition);
  return [
    publicQueries.team().queryKey,
    publicQueries.supporters().queryKey,
    publicQueries.itineraryDays(tabs.itinerary.default).queryKey,
    publicQueries.speakers(tabs.speakers.default).queryKey,
    publicQueries.places().queryKey,
    publicQueries.faqs().queryKey,
    publicQueries.travelResources().queryKey,
    publicQueries.participantProfiles().queryKey,
  ];
}

const pathOf = (queryKey: QueryKey): string => buildUrl(String(queryKey[0]), queryKey[1] as QueryParams | undefined);

/**
 * Fills the query cache with what the page at `pathname` shows. The edition is required (every
 * page names the year): without it this rejects and the gateway sends the SPA shell. A section
 * whose read fails is left out, so it renders its loading state and the browser reads it again.
 */
export async function loadPublicPageData(queryClient: QueryClient, pathname: string, readPublicPath: ReadPublicPath): Promise<PublicEdition> {
  const editionKey = editionQuery().queryKey;
  const edition = publicEditionSchema.parse(await readPublicPath(pathOf(editionKey)));
  queryClient.setQueryData(editionKey, edition);
  if (pathname !== paths.home) return edition;
  await Promise.all(
    landingQueryKeys(edition).map(async (queryKey) => {
      try {
        queryClient.setQueryData(queryKey, await readPublicPath(pathOf(queryKey)));
      } catch {
        // Left to the browser: the section shows its loading state, then its own error if it fails there too.
      }
    }),
  );
  return edition;
}
