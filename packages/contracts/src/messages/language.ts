export const languageMessages = {
  invalidLanguage: 'Choose English or Spanish',
} as const;
