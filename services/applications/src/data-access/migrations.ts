import type { Migration } from '@trek/service-kit';
import { OFFERS_COLLECTION, ONE_OFFER_PER_APPLICATION_INDEX } from './admissions/offer.repository.js';

/**
 * This service's data migrations, in the order they run; append only, ids never reused (see
 * docs/development.md, Data migrations).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    // Offers are unique by application and round: the index that allowed one offer per application goes.
    id: 'admission-offers-by-round',
    run: async (connection) => {
      const offers = connection.collection(OFFERS_COLLECTION);
      const indexes = await offers.indexes().catch(() => []);
      if (indexes.some((index) => index.name === ONE_OFFER_PER_APPLICATION_INDEX)) await offers.dropIndex(ONE_OFFER_PER_APPLICATION_INDEX);
    },
  },
];
