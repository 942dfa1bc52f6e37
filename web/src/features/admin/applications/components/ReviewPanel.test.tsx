import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationDetailSchema, publicEditionSchema, reviewInputSchema, reviewMessages, type ApplicationDetail } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, recordRequests } from '../../../../test/api-server';
import { organizer, testEdition } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { APPLICATION_ID, applicationDetail } from '../admissions-test-support';
import { ReviewPanel } from './ReviewPanel';
import { fillIn } from '../../../../test/user-input';

const colleagueReview = {
  reviewerId: '64b7f0c2a1b2c3d4e5f607aa',
  reviewerName: 'Carla Colleague',
  scores: { motivation: 5, fit: 4, commitment: 3 },
  score: 4,
  comment: 'Strong motivation, dates are tight.',
  at: '2026-01-11T09:00:00.000Z',
};

function backend(application: ApplicationDetail) {
  signInOnApiServer(organizer);
  answer(
    http.put(`/api/admin/applications/${APPLICATION_ID}/review`, async ({ request }) => {
      const review = reviewInputSchema.parse(await request.json());
      const mine = { reviewerId: organizer.id, reviewerName: organizer.fullName, scores: review.scores, score: 4, comment: review.comment ?? '', at: '2026-01-12T09:00:00.000Z' };
      return contractJson(applicationDetailSchema, { ...application, reviews: [...application.reviews, mine] });
    }),
  );
  return recordRequests();
}

async function score(label: string, value: string) {
  const group = await screen.findByRole('radiogroup', { name: new RegExp(`^${label}`) });
  await userEvent.click(within(group).getByRole('radio', { name: value }));
}

describe('ReviewPanel', () => {
  it('when an organizer scores every criterion with a comment, then their review is sent and the other organizers’ reviews show with their scores', async () => {
    const requests = backend(applicationDetail('under_review', { reviews: [colleagueReview], review: { count: 1, mean: 4, spread: 0, reviewedByMe: false } }));
    renderFeature(<ReviewPanel application={applicationDetail('under_review', { reviews: [colleagueReview], review: { count: 1, mean: 4, spread: 0, reviewedByMe: false } })} />);

    const theirs = await screen.findByLabelText('Carla Colleague');
    expect(within(theirs).getByText('4.00 / 5')).toBeInTheDocument();
    expect(await within(theirs).findByText(/Motivation 5 · Fit 4 · Commitment 3/)).toBeInTheDocument();
    expect(within(theirs).getByText('Strong motivation, dates are tight.')).toBeInTheDocument();

    await score('Motivation', '4');
    await score('Fit', '5');
    await score('Commitment', '3');
    await fillIn(userEvent, screen.getByLabelText('Comment'), 'Clear goals');
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));

    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ scores: { motivation: 4, fit: 5, commitment: 3 }, comment: 'Clear goals' }));
    expect(await screen.findByText('Review saved')).toBeInTheDocument();
  });

  it('when criteria are left unscored, then each says so and nothing is sent', async () => {
    const requests = backend(applicationDetail('submitted'));
    renderFeature(<ReviewPanel application={applicationDetail('submitted')} />);
    await score('Motivation', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    const fit = screen.getByRole('radiogroup', { name: /^Fit/ });
    expect(await within(fit.closest('.mantine-InputWrapper-root') ?? fit).findByText(reviewMessages.scoreRange)).toBeInTheDocument();
    expect(screen.getAllByText(reviewMessages.scoreRange)).toHaveLength(2);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('scores the edition’s own criteria, starts from the organizer’s earlier review, and says when reviewing blind', async () => {
    backend(applicationDetail('submitted'));
    answer(http.get('/api/public/edition', () => contractJson(publicEditionSchema, testEdition({ admissions: { ...testEdition().admissions, criteria: [{ key: 'grit', label: 'Grit' }], blindReview: true } }))));
    const mine = { ...colleagueReview, reviewerId: organizer.id, reviewerName: organizer.fullName, scores: { grit: 2 } };
    renderFeature(<ReviewPanel application={applicationDetail('submitted', { blinded: true, firstNames: '', lastName: '', reviews: [mine] })} />);

    const grit = await screen.findByRole('radiogroup', { name: /^Grit/ });
    expect(within(grit).getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: /^Motivation/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update review' })).toBeInTheDocument();
    expect(screen.getByText(`${organizer.fullName} (you)`)).toBeInTheDocument();
    expect(screen.getByText(/Blind review: who applied stays hidden/)).toBeInTheDocument();
  });
});
