import { offerViewSchema, type OfferView } from '@trek/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The token travels in the body, never in a URL. */
export const offerPaths = { view: '/api/offers/view', confirm: '/api/offers/confirm', decline: '/api/offers/decline' } as const;

export async function answerOffer(path: (typeof offerPaths)[keyof typeof offerPaths], token: string): Promise<OfferView> {
  return offerViewSchema.parse(await apiRequest('POST', path, { token }));
}
