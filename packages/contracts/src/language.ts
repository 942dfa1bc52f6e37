import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageFromHeader, LANGUAGES } from './language-rules.js';
import { languageMessages } from './messages/language.js';
import { builtOnFirstUse } from './built-on-first-use.js';

export const languageSchema = builtOnFirstUse(() => z.enum(LANGUAGES, languageMessages.invalidLanguage));

/** A stored language that may predate languages (older records): English then. */
export const storedLanguageSchema = builtOnFirstUse(() => languageSchema.catch(DEFAULT_LANGUAGE));

/** The `Accept-Language` header of a request, as the language its emails are written in. */
export const languageHeaderSchema = builtOnFirstUse(() =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => languageFromHeader(Array.isArray(value) ? value.join(',') : value)),
);

/** PUT /api/auth/me/language: the signed-in person's language for the emails they get. */
export const languagePreferenceSchema = builtOnFirstUse(() => z.object({ language: languageSchema }));
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;
