/** Paths of the SPA's routes (spec 2.1), shared by the router and every link. */
export const paths = {
  home: '/',
  privacy: '/privacy',
  apply: '/apply',
  applyConfirmation: '/apply/confirmation',
  adminDashboard: '/admin/dashboard',
  adminSidebar: '/admin/sidebar',
  participantDashboard: '/participant/dashboard',
  /** Opened from emailed links; the token is in the fragment (`#token=…`), see SET_PASSWORD_PATH. */
  setPassword: '/set-password',
  /** An accepted applicant's offer, opened from the decision email; the token is the fragment (`#<token>`). */
  offer: '/offer',
} as const;
