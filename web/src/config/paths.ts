/** Paths of the SPA's routes (spec 2.1), shared by the router and every link. */
export const paths = {
  home: '/',
  privacy: '/privacy',
  apply: '/apply',
  applyConfirmation: '/apply/confirmation',
  adminDashboard: '/admin/dashboard',
  adminSidebar: '/admin/sidebar',
  participantDashboard: '/participant/dashboard',
} as const;
