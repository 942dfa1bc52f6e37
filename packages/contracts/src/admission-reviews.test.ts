import { compareByReviews, reviewScoresProblem, summarizeReviews } from './admission-reviews.js';
import { reviewMessages } from './messages/admission-reviews.js';
import { DEFAULT_REVIEW_CRITERIA } from './admission-settings.js';
import { renderTemplate } from './admissions.js';

describe('review summaries', () => {
  it('averages each review, then the reviews; the spread is the highest review minus the lowest', () => {
    const summary = summarizeReviews(
      [
        { reviewerId: 'a', scores: { motivation: 5, fit: 4, commitment: 3 } },
        { reviewerId: 'b', scores: { motivation: 1, fit: 1, commitment: 1 } },
      ],
      'b',
    );
    expect(summary).toEqual({ count: 2, mean: 2.5, spread: 3, reviewedByMe: true });
    expect(summarizeReviews([], 'a')).toEqual({ count: 0, mean: null, spread: null, reviewedByMe: false });
  });

  it('sorts unreviewed applications last by score and first by count', () => {
    const none = summarizeReviews([], 'x');
    const high = summarizeReviews([{ reviewerId: 'a', scores: { fit: 5 } }], 'x');
    expect(compareByReviews('mean-desc', none, high)).toBeGreaterThan(0);
    expect(compareByReviews('mean-asc', none, high)).toBeGreaterThan(0);
    expect(compareByReviews('reviews-asc', none, high)).toBeLessThan(0);
  });

  it('asks for exactly the edition\'s criteria', () => {
    expect(reviewScoresProblem({ motivation: 3, fit: 3, commitment: 3 }, DEFAULT_REVIEW_CRITERIA)).toBeNull();
    expect(reviewScoresProblem({ motivation: 3 }, DEFAULT_REVIEW_CRITERIA)).toBe(reviewMessages.scoresMissing);
    expect(reviewScoresProblem({ motivation: 3, fit: 3, commitment: 3, luck: 5 }, DEFAULT_REVIEW_CRITERIA)).toBe(reviewMessages.unknownCriterion);
  });
});

describe('decision email templates', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    const values = { name: 'Ana', reference: 'MT27-AAAA-BBBB', year: '2027', priceAfterSubsidy: '1,650', subsidy: '1,000', deposit: '500', offerDeadline: 'May 1', offerLink: 'https://x/offer#t', contactEmail: 'c@x.org' };
    expect(renderTemplate('Hi {{name}} ({{ reference }}): {{offerLink}} {{nope}}', values)).toBe('Hi Ana (MT27-AAAA-BBBB): https://x/offer#t {{nope}}');
  });
});
