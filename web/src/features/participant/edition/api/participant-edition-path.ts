/** The participant's own edition, apart from its query so that the first load can name it without the schemas. */
export const PARTICIPANT_EDITION_PATH = '/api/participant/edition';
