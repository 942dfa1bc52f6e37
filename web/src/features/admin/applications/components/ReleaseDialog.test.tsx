import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admissionMessages, decisionPreviewSchema, decisionReleaseSchema } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../../test/api-server';
import { organizer } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { ReleaseDialog } from './ReleaseDialog';

const preview = {
  emails: [
    { decision: 'accepted' as const, language: 'en' as const, count: 5, to: 'ana@stanford.edu', subject: 'You are in: Mexico Trek 2026 (MT26-AAAA-0001)', text: 'Dear Ana,\n\nConfirm here:\nhttp://localhost/offer#token' },
    { decision: 'accepted' as const, language: 'es' as const, count: 1, to: 'beto@itam.mx', subject: 'Estás dentro: Mexico Trek 2026 (MT26-AAAA-0002)', text: 'Hola, Beto:' },
    { decision: 'rejected' as const, language: 'en' as const, count: 1, to: 'carla@mit.edu', subject: 'Your Mexico Trek 2026 application (MT26-AAAA-0003)', text: 'Dear Carla,' },
  ],
};
const drafts = { accepted: 6, waitlisted: 0, rejected: 1 };

function backend(release: 'ok' | 'refused') {
  signInOnApiServer(organizer);
  answer(
    http.post('/api/admin/applications/decisions/preview', () => contractJson(decisionPreviewSchema, preview)),
    http.post('/api/admin/applications/decisions/release', () =>
      release === 'ok' ? contractJson(decisionReleaseSchema, { released: 7, offers: 6 }) : errorJson(409, admissionMessages.noDraftsToRelease),
    ),
  );
  return recordRequests();
}

describe('ReleaseDialog', () => {
  it('shows how many of each decision go out and one email per decision and language, then releases them', async () => {
    const requests = backend('ok');
    let closed = false;
    renderFeature(<ReleaseDialog opened drafts={drafts} onClose={() => (closed = true)} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Release decisions' }));
    expect(dialog.getByText(/6 acceptance\(s\) with an offer link, 0 waitlist email\(s\), 1 rejection\(s\)/)).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Acceptance · English · 5 applicant(s)' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Acceptance · Spanish · 1 applicant(s)' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Rejection · English · 1 applicant(s)' }));
    expect(await dialog.findByText('Subject: Your Mexico Trek 2026 application (MT26-AAAA-0003)')).toBeInTheDocument();
    expect(dialog.getByText('To: carla@mit.edu')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Release 7 decision(s) and send the emails' }));
    expect(await screen.findByText('7 decision(s) released')).toBeInTheDocument();
    expect(screen.getByText('6 offer(s) sent with a link to confirm.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/applications/decisions/preview',
      '/api/admin/applications/decisions/release',
    ]);
    await waitFor(() => expect(closed).toBe(true));
  });

  it('when the server refuses the release, then its reason shows in the dialog, which stays open', async () => {
    backend('refused');
    let closed = false;
    renderFeature(<ReleaseDialog opened drafts={drafts} onClose={() => (closed = true)} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Release decisions' }));
    await dialog.findByRole('button', { name: 'Acceptance · English · 5 applicant(s)' });
    await userEvent.click(dialog.getByRole('button', { name: 'Release 7 decision(s) and send the emails' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(admissionMessages.noDraftsToRelease);
    expect(closed).toBe(false);
  });
});
