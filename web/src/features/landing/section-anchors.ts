/** Sections the header links to, in the order of its navigation. */
export const headerNavAnchors = ['introduction', 'team', 'itinerary', 'speakers', 'participants', 'travel'] as const;

/** Sections the footer's Quick Links point to. */
export const footerQuickLinkAnchors = ['introduction', 'itinerary', 'speakers', 'participants', 'travel'] as const;
