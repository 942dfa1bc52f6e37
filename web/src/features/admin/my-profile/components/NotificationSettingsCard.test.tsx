import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS } from '@trek/contracts';
import { recordedRequests, type RecordedRequest, type StubbedResponse } from '../../../../test/fetch-stub';
import { organizer } from '../../../../test/fixtures';
import { renderApp, signInAs } from '../../../../test/render-app';

// Component test: fetch is stubbed with the notifications worker's answers; the worker itself is
// covered by services/notifications/test/organizer-notices.test.ts.

const PATH = '/api/admin/notification-settings';

function backend(request: RecordedRequest): StubbedResponse {
  if (request.url === PATH && request.method === 'GET') return { status: 200, body: DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS };
  if (request.url === PATH && request.method === 'PUT') return { status: 200, body: request.body };
  return { status: 404, body: { message: 'Not found' } };
}

describe('My Profile → Email notifications', () => {
  it('when an organizer opens My Profile, then each kind shows its choice; changing one and saving sends all four', async () => {
    const fetchMock = signInAs(organizer, backend);
    renderApp('/admin/dashboard?tab=my-profile');
    const section = within(await screen.findByRole('region', { name: 'Email notifications' }));
    const newApplication = within(await section.findByRole('radiogroup', { name: /New application/ }));
    expect(newApplication.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    expect(within(section.getByRole('radiogroup', { name: /Logistics finalised/ })).getByRole('radio', { name: 'Daily digest' })).toBeChecked();

    await userEvent.click(newApplication.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(section.getByRole('button', { name: 'Save email settings' }));

    await waitFor(() => expect(recordedRequests(fetchMock).filter((request) => request.method === 'PUT')).toHaveLength(1));
    const [put] = recordedRequests(fetchMock).filter((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ ...DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, 'new-application': 'digest' });
  });
});
