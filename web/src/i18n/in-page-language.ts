import { currentLanguage } from './language';

/**
 * Organizer-typed text in the page's language: its Spanish version on a Spanish page, the English
 * one otherwise or where the Spanish is blank. Public reads carry both, so one cached answer
 * serves every language and the server render picks the same text as the browser.
 */
export const inPageLanguage = (english: string, spanish: string | undefined): string =>
  currentLanguage() === 'es' && spanish?.trim() ? spanish : english;
