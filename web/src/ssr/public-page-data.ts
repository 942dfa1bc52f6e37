import { publicEditionSchema, yearTabs, type PublicEdition } from '@trek/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { buildUrl, type QueryParams } from '../lib/api-client';
import { editionQuery } from '../features/edition/queries/edition-queries';
import type { PublicContentSchemas } from '../features/landing/api/public-content-schemas';
import { publicQueries } from '../features/landing/queries/public-content-queries';
import { paths } from '../config/paths';

/** Reads one public API path (`/api/public/...?query`) on the server; rejects when it cannot. */
export type ReadPublicPath = (pathWithQuery: string) => Promise<unknown>;

/** The queries the landing page's sections read, keyed exactly as the sections key them, with the schema of each answer. */
function landingReads(edition: PublicEdition, schemas: PublicContentSchemas): { queryKey: QueryKey; schema: z.ZodType }[] {
  const tabs = yearTabs(edition);
  return [
    { queryKey: publicQueries.team().queryKey, schema: schemas.team },
    { queryKey: publicQueries.supporters().queryKey, schema: schemas.supporters },
    { queryKey: publicQueries.itineraryDays(tabs.itinerary.default).queryKey, schema: schemas.itineraryDays },
    { queryKey: publicQueries.speakers(tabs.speakers.default).queryKey, schema: schemas.speakers },
    { queryKey: publicQueries.places().queryKey, schema: schemas.places },
    { queryKey: publicQueries.faqs().queryKey, schema: schemas.faqs },
    { queryKey: publicQueries.travelResources().queryKey, schema: schemas.travelResources },
    { queryKey: publicQueries.participantProfiles().queryKey, schema: schemas.participantProfiles },
  ];
}

const pathOf = (queryKey: QueryKey): string => buildUrl(String(queryKey[0]), queryKey[1] as QueryParams | undefined);

/**
 * Fills the query cache with what the page at `pathname` shows, each answer parsed as the
 * browser's read parses it. The edition is required (every page names the year): without it this
 * rejects and the gateway sends the SPA shell. A section whose read fails or does not parse is
 * left out, so it renders its loading state and the browser reads it again.
 */
export async function loadPublicPageData(queryClient: QueryClient, pathname: string, readPublicPath: ReadPublicPath): Promise<PublicEdition> {
  const editionKey = editionQuery().queryKey;
  const edition = publicEditionSchema.parse(await readPublicPath(pathOf(editionKey)));
  queryClient.setQueryData(editionKey, edition);
  if (pathname !== paths.home) return edition;
  // Imported as the browser's reads import it, so the module stays one chunk of its own there.
  const { publicContentSchemas } = await import('../features/landing/api/public-content-schemas');
  await Promise.all(
    landingReads(edition, publicContentSchemas).map(async ({ queryKey, schema }) => {
      try {
        queryClient.setQueryData(queryKey, schema.parse(await readPublicPath(pathOf(queryKey))));
      } catch {
        // Left to the browser: the section shows its loading state, then its own error if it fails there too.
      }
    }),
  );
  return edition;
}
