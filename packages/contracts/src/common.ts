import { z } from 'zod';
import { contractMessage, textTooLong, type FieldLabel } from './message-templates.js';
import { isDemoImagePath } from './image-paths.js';
import { isHttpsUrl, isSocialHandle } from './social-links.js';
import { urlMessages } from './messages/common.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/** The one JSON error shape every service and the gateway answer with. */
export const errorBodySchema = builtOnFirstUse(() =>
  z.object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const roleSchema = builtOnFirstUse(() => z.enum(['ORGANIZER', 'PARTICIPANT']));
export type Role = z.infer<typeof roleSchema>;

/** Mongo ObjectId as a 24-hex string; anything else in a path parameter is a 400, not a cast error. */
export const objectIdSchema = builtOnFirstUse(() => z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id'));

/** Emails are compared case-insensitively everywhere, so they are stored lower-cased. */
export const emailSchema = (message: string) =>
  z.string(message).trim().toLowerCase().max(254, message).pipe(z.email(message));

/** Length caps for free text, so nothing unbounded reaches a database. */
export const TEXT_LIMITS = {
  name: 120,
  short: 200,
  email: 254,
  url: 2048,
  paragraph: 2000,
  long: 10_000,
} as const;

/**
 * Trimmed, non-blank, bounded text. The required message is also the type error, so a missing
 * field or an object smuggled in (`{ "$ne": null }`) reads the same as a blank one. Every check
 * carries its own message: in zod 4 a schema-level message would otherwise stand in for all of them.
 */
export const requiredText = (requiredMessage: string, max: number, label: FieldLabel) =>
  z.string(requiredMessage).trim().min(1, requiredMessage).max(max, textTooLong(label, max));

/** Bounded text that may be blank or absent. Blank stays `''` so an edit form can clear a value. */
export const optionalText = (max: number, label: FieldLabel) =>
  z.string(contractMessage('notText', { label })).trim().max(max, textTooLong(label, max)).optional();

/** Words as the spec counts them: split on whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** `YYYY-MM-DD` with a four-digit year and a day that exists (no February 30). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as `YYYY-MM-DD`: blank gets `requiredMessage`, anything else unreal gets `invalidMessage`. */
export const isoDateSchema = (requiredMessage: string, invalidMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isRealIsoDate, invalidMessage);

const httpUrl = builtOnFirstUse(() => z.url({ protocol: /^https?$/ }));
export const isHttpUrl = (value: string): boolean => httpUrl.safeParse(value).success;

/** Paths the upload service hands out. No `..` or `//`, so a stored path cannot point elsewhere. */
export const MEDIA_PATH_PREFIX = '/media/';
export const isMediaPath = (value: string): boolean =>
  /^\/media\/[\w.\-/]+$/.test(value) && !value.includes('..') && !value.includes('//');

/**
 * Images the site can show: its uploads and its shipped samples. The Content-Security-Policy allows
 * images from the site only, and nothing fetches other hosts (that would be a server-side request forgery risk).
 */
export const isSiteImagePath = (value: string): boolean => isMediaPath(value) || isDemoImagePath(value);

/**
 * Image fields: an uploaded `/media/...` path or a shipped `/demo/*.svg` sample; blank means "no image".
 * Rendered as `src` by the web, so addresses of other hosts and other schemes (`javascript:`, `data:`) are refused.
 */
export const imageUrlSchema = builtOnFirstUse(() =>
  z
    .string(urlMessages.image)
    .trim()
    .max(TEXT_LIMITS.url, textTooLong('Image URL', TEXT_LIMITS.url))
    .refine((v) => v === '' || isSiteImagePath(v), urlMessages.image),
);

/**
 * Image fields in read shapes: an address of another host, stored while such addresses were still
 * accepted, reads as no image, since no page could show it; it never makes the whole answer fail.
 */
export const storedImageUrlSchema = builtOnFirstUse(() => z.string().transform((v) => (isSiteImagePath(v.trim()) ? v.trim() : '')));

/** An image that must be there (an attachment, a supporter logo). */
export const requiredImageUrlSchema = (requiredMessage: string) =>
  imageUrlSchema.refine((v) => v !== '', requiredMessage);

/** Website fields: http(s) only, blank allowed. */
export const websiteUrlSchema = builtOnFirstUse(() =>
  z
    .string(urlMessages.website)
    .trim()
    .max(TEXT_LIMITS.url, textTooLong('Website', TEXT_LIMITS.url))
    .refine((v) => v === '' || isHttpUrl(v), urlMessages.website),
);

/**
 * Social fields: people paste profile links or type handles (`@name`). Only https links, and
 * handles that become links on the network's own site (see social-links.ts): a protocol-relative
 * `//elsewhere.example` or a `javascript:` value never becomes a link.
 */
export const socialLinkSchema = builtOnFirstUse(() =>
  z
    .string(urlMessages.social)
    .trim()
    .max(TEXT_LIMITS.short, textTooLong('Social link', TEXT_LIMITS.short))
    .refine((v) => v === '' || isHttpsUrl(v) || isSocialHandle(v), urlMessages.social),
);

/** Optional email: blank allowed, otherwise a valid address, lower-cased like every stored email. */
export const optionalEmailSchema = (message: string) =>
  z
    .string(message)
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, message)
    .pipe(z.union([z.literal(''), z.email(message)]));

/** Organizer list pages: same paging everywhere, at most 100 rows per page. */
export const pageQueryShape = builtOnFirstUse(() => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
}));

/**
 * The largest page of a list of people (participant accounts, the roster): above any edition's
 * participants, so a service or a screen that needs them all reads them with one request.
 */
export const PEOPLE_PAGE_MAX = 1000;

/** `pageQueryShape` for a list of people, whose page may hold them all. */
export const peoplePageQueryShape = builtOnFirstUse(() => ({
  page: pageQueryShape.page,
  pageSize: z.coerce.number().int().min(1).max(PEOPLE_PAGE_MAX).default(50),
}));

/** What every organizer list page answers besides its rows. */
export const pagedListShape = builtOnFirstUse(() => ({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}));

/**
 * An optional choice where `''` means "none": an organizer list filter left on "any" (the shared
 * read helper appends every non-null parameter) or a form select left empty.
 */
export const optionalChoice = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => undefined), schema], {
      // Without this a bad value reads "Invalid input"; surface the filter's own message instead.
      error: (issue) => (issue.code === 'invalid_union' && 'errors' in issue ? issue.errors.at(-1)?.[0]?.message : undefined),
    })
    .optional();

/** Text an organizer filters a list by: printable only (a control character is a probe, never a name). */
export const filterTextSchema = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS.short)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Search text must not contain control characters'),
);

