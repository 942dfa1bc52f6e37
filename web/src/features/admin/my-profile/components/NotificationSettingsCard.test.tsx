import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, organizerNotificationSettingsSchema } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson } from '../../../../test/api-server';
import { organizer } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { NotificationSettingsCard } from './NotificationSettingsCard';

// Component test: MSW answers as the notifications worker does; the worker itself is covered by
// services/notifications/test/organizer-notices.test.ts.

const PATH = '/api/admin/notification-settings';

describe('Email notifications card', () => {
  it('when an organizer opens the card, then each kind shows its choice; changing one and saving sends all four', async () => {
    signInOnApiServer(organizer);
    const saved: unknown[] = [];
    answer(
      http.get(PATH, () => contractJson(organizerNotificationSettingsSchema, DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS)),
      http.put(PATH, async ({ request }) => {
        const settings = organizerNotificationSettingsSchema.parse(await request.json());
        saved.push(settings);
        return contractJson(organizerNotificationSettingsSchema, settings);
      }),
    );
    renderFeature(<NotificationSettingsCard />);
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
