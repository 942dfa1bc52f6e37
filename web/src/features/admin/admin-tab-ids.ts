/**
 * The admin dashboard's tabs, by the name `?tab=` gives them. Apart from the tabs' code and icons
 * (admin-tabs.ts), so that the boot script can tell which tab opens without loading them.
 */
export const adminTabIds = [
  'overview',
  'applications',
  'content',
  'speakers',
  'participants',
  'logistics',
  'announcements',
  'auth-spots',
  'payments',
  'my-profile',
] as const;

export type AdminTabId = (typeof adminTabIds)[number];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'overview';

/** The tab named in the URL (`?tab=`), or Overview for a missing or unknown name. */
export const adminTabIdFromParam = (value: string | null): AdminTabId => adminTabIds.find((id) => id === value) ?? DEFAULT_ADMIN_TAB;
