import { Skeleton } from '@mantine/core';

/**
 * The payments card's place while its code or the ledger loads, about its size with a deposit and a
 * balance (stacked on a phone): most who open the portal hold a spot, so the tabs below stay put.
 * Eagerly loaded (a skeleton only), unlike the card.
 */
export function MyPaymentsPlaceholder() {
  return <Skeleton h={{ base: 450, xs: 320 }} radius="md" aria-hidden data-testid="my-payments-placeholder" />;
}
