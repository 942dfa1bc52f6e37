import type { AdminSpotLedger } from '@trek/contracts';
import type { TFunction } from 'i18next';

/** Who a row is about: the holder's name (or email, or account), or that a transfer waits for its recipient. */
export function holderName(spot: AdminSpotLedger, t: TFunction<'adminPayments'>): string {
  if (!spot.holder) return t('list.awaitingRecipient');
  return spot.holder.fullName || spot.holder.email || t('list.unknownHolder', { id: spot.holder.userId.slice(-6) });
}
