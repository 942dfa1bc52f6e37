import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN, type ReviewCriterion } from './admission-settings.js';
import { optionalText } from './common.js';
import { reviewMessages } from './messages/admission-reviews.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Organizers' reviews of an application: each organizer scores it on the edition's criteria
 * (1–5 each) with a comment, one review per organizer and application.
 */

export const reviewScoreSchema = builtOnFirstUse(() =>
  z.int(reviewMessages.scoreRange).min(SCORE_MIN, reviewMessages.scoreRange).max(SCORE_MAX, reviewMessages.scoreRange),
);

/** PUT /api/admin/applications/:id/review: the caller's own review (saving again replaces it). */
export const reviewInputSchema = builtOnFirstUse(() =>
  z.object({
    scores: z.record(
      z.string().regex(/^[a-z0-9-]{1,40}$/, reviewMessages.unknownCriterion),
      reviewScoreSchema,
      reviewMessages.scoresMissing,
    ),
    comment: optionalText(2000, 'Message'),
  }),
);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The scores must name exactly the edition's criteria; the message says what is wrong. */
export function reviewScoresProblem(scores: Record<string, number>, criteria: readonly ReviewCriterion[]): string | null {
  const keys = new Set(criteria.map((criterion) => criterion.key));
  if (Object.keys(scores).some((key) => !keys.has(key))) return reviewMessages.unknownCriterion;
  if (criteria.some((criterion) => scores[criterion.key] === undefined)) return reviewMessages.scoresMissing;
  return null;
}

export const reviewSchema = builtOnFirstUse(() =>
  z.object({
    reviewerId: z.string(),
    reviewerName: z.string(),
    scores: z.record(z.string(), z.number()),
    /** The mean of this review's scores. */
    score: z.number(),
    comment: z.string(),
    at: z.string(),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

/** What the list shows of an application's reviews. */
export const reviewSummarySchema = builtOnFirstUse(() =>
  z.object({
    count: z.number(),
    /** The mean of the reviews' own means; null without reviews. */
    mean: z.number().nullable(),
    /** The highest review's score minus the lowest's; null without reviews. */
    spread: z.number().nullable(),
    reviewedByMe: z.boolean(),
  }),
);
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One review's score: the mean of its criteria. */
export const reviewScore = (scores: Record<string, number>): number => {
  const values = Object.values(scores);
  return values.length === 0 ? 0 : round2(values.reduce((sum, value) => sum + value, 0) / values.length);
};

export function summarizeReviews(reviews: ReadonlyArray<{ reviewerId: string; scores: Record<string, number> }>, me: string): ReviewSummary {
  if (reviews.length === 0) return { count: 0, mean: null, spread: null, reviewedByMe: false };
  const scores = reviews.map((review) => reviewScore(review.scores));
  return {
    count: reviews.length,
    mean: round2(scores.reduce((sum, value) => sum + value, 0) / scores.length),
    spread: round2(Math.max(...scores) - Math.min(...scores)),
    reviewedByMe: reviews.some((review) => review.reviewerId === me),
  };
}

/** How the Applications list may be ordered. */
export const APPLICATION_SORTS = ['newest', 'mean-desc', 'mean-asc', 'reviews-asc', 'reviews-desc', 'spread-desc'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/** Orders a list by its review summaries; applications without reviews come last by score, first by count. */
export function compareByReviews(sort: ApplicationSort, a: ReviewSummary, b: ReviewSummary): number {
  const missingLast = (x: number | null, y: number | null, direction: 1 | -1) => {
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * direction;
  };
  switch (sort) {
    case 'mean-desc':
      return missingLast(a.mean, b.mean, -1);
    case 'mean-asc':
      return missingLast(a.mean, b.mean, 1);
    case 'reviews-asc':
      return a.count - b.count;
    case 'reviews-desc':
      return b.count - a.count;
    case 'spread-desc':
      return missingLast(a.spread, b.spread, -1);
    case 'newest':
      return 0;
  }
}
