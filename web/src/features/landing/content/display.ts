/** Spec 9: display lengths and counts of the landing sections. */
export const TRUNCATE = { teamBio: 180, speakerBio: 180, participantBio: 120, placeDescription: 100 } as const;
export const DISPLAY = {
  teamRow: 3,
  speakerRow: 3,
  speakerRowsFirst: 4,
  speakersFirstDesktop: 9,
  placesChunk: 5,
  placeRowsFirstMobile: 4,
  placesFirstDesktop: 9,
  participantRow: 5,
  participantRowsFirstMobile: 5,
  participantsFirstDesktop: 25,
  itineraryDaysFirstMobile: 3,
  itineraryDaysFirstDesktop: 2,
} as const;

/** Cuts `text` to `max` characters with an ellipsis; shorter text is returned as is. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** Cuts `text` to at most `max` characters at the last word break, with an ellipsis. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).trimEnd()}…`;
}

/** Splits a list into consecutive chunks of `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export const byOrder = <T extends { order: number }>(a: T, b: T): number => a.order - b.order;
