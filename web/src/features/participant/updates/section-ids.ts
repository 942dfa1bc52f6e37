/** Anchors the summary cards scroll to. */
export const UPDATES_SECTION_IDS = {
  announcements: 'participant-announcements',
  feedback: 'participant-my-feedback',
} as const;
