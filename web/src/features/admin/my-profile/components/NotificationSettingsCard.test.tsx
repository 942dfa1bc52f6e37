import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, myTeamMemberResponseSchema, organizerNotificationSettingsSchema } from '@trek/contracts';
import { http } from 'msw';
import { answerAdminDashboardReads } from '../../../../test/admin-dashboard';
import { answer, contractJson } from '../../../../test/api-server';
import { organizer } from '../../../../test/fixtures';
import { renderApp, signInOnApiServer } from '../../../../test/render-app';

// Component test: MSW answers as the notifications worker does; the worker itself is covered by
// services/notifications/test/organizer-notices.test.ts.

const PATH = '/api/admin/notification-settings';

describe('My Profile → Email notifications', () => {
  it('when an organizer opens My Profile, then each kind shows its choice; changing one and saving sends all four', async () => {
    signInOnApiServer(organizer);
    answerAdminDashboardReads();
    const saved: unknown[] = [];
    answer(
      // The team card editor on the same tab (MyProfileTab.test.tsx covers it).
      http.get('/api/admin/content/my-team-member', () => contractJson(myTeamMemberResponseSchema, { teamMember: null })),
      http.get(PATH, () => contractJson(organizerNotificationSettingsSchema, DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS)),
      http.put(PATH, async ({ request }) => {
        const settings = organizerNotificationSettingsSchema.parse(await request.json());
        saved.push(settings);
        return contractJson(organizerNotificationSettingsSchema, settings);
      }),
    );
    renderApp('/admin/dashboard?tab=my-profile');
    const section = within(await screen.findByRole('region', { name: 'Email notifications' }));
    // Organizers are told what the shared inbox does in words, not by the operators' variable name.
    expect(section.getByText(/The team's shared inbox, if the operators set one up, gets every notice at once/)).toBeInTheDocument();
    const newApplication = within(await section.findByRole('radiogroup', { name: /New application/ }));
    expect(newApplication.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    expect(within(section.getByRole('radiogroup', { name: /Logistics finalised/ })).getByRole('radio', { name: 'Daily digest' })).toBeChecked();

    await userEvent.click(newApplication.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(section.getByRole('button', { name: 'Save email settings' }));

    await waitFor(() => expect(saved).toEqual([{ ...DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, 'new-application': 'digest' }]));
  });
});
