import { useMediaQuery } from '@mantine/hooks';

/** Spec 9: the mobile layout applies below 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
