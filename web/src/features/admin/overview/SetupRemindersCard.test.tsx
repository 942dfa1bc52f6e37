import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupReminderMessages, setupRemindersViewSchema, type SetupReminderSchedule, type SetupRemindersView } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson } from '../../../test/api-server';
import { SetupRemindersCard } from './SetupRemindersCard';
import { renderFeature } from '../../../test/render-feature';

// Component test: MSW answers as the participant service does; the schedule, the scheduled job and
// its emails are covered by services/participant/test/setup-reminders.api.test.ts.

const PATH = '/api/admin/setup-reminders';

const defaultView: SetupRemindersView = {
  isDefault: true,
  reminders: [
    { anchor: 'transfer-deadline', daysBefore: 14, key: 'transfer-deadline-14d', at: '2026-01-18T23:59:59.999Z', due: true, over: false, sent: 2 },
    { anchor: 'transfer-deadline', daysBefore: 3, key: 'transfer-deadline-3d', at: '2026-01-29T23:59:59.999Z', due: false, over: false, sent: 0 },
    { anchor: 'trek-start', daysBefore: 7, key: 'trek-start-7d', at: '2026-03-08T00:00:00.000Z', due: false, over: false, sent: 0 },
  ],
};

function renderCard(view: SetupRemindersView = defaultView) {
  const saved: SetupReminderSchedule[] = [];
  let current = view;
  answer(
    http.get(PATH, () => contractJson(setupRemindersViewSchema, current)),
    http.put(PATH, async ({ request }) => {
      const schedule = (await request.json()) as SetupReminderSchedule;
      saved.push(schedule);
      current = {
        isDefault: false,
        reminders: schedule.reminders.map((reminder) => ({ ...reminder, key: `${reminder.anchor}-${reminder.daysBefore}d`, at: null, due: false, over: false, sent: 0 })),
      };
      return contractJson(setupRemindersViewSchema, current);
    }),
  );
  renderFeature(<SetupRemindersCard />);
  return saved;
}

describe('the setup reminders card', () => {
  it('shows each reminder with when it goes out and what it sent', async () => {
    renderCard();
    const list = within(await screen.findByRole('list', { name: 'Scheduled setup reminders' }));
    const [first, , last] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent('14 days before the transfer deadline');
    expect(first).toHaveTextContent('Sent to 2 participants');
    expect(last).toHaveTextContent('7 days before the trek starts');
    expect(last).toHaveTextContent('Upcoming');
    expect(screen.getByText('This is the default schedule; edit it to choose your own times.')).toBeInTheDocument();
  });

  it('when an organizer changes a day count and adds a reminder, then the schedule is saved and shown', async () => {
    const user = userEvent.setup();
    const saved = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Setup reminder schedule' }));
    const second = dialog.getByRole('textbox', { name: 'Days before (reminder 2)' });
    await user.clear(second);
    await user.type(second, '5');
    await user.click(dialog.getByRole('button', { name: 'Remove reminder 3' }));
    await user.click(dialog.getByRole('button', { name: 'Add reminder' }));
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));

    await waitFor(() =>
      expect(saved).toEqual([
        {
          reminders: [
            { anchor: 'transfer-deadline', daysBefore: 14 },
            { anchor: 'transfer-deadline', daysBefore: 5 },
            { anchor: 'transfer-deadline', daysBefore: 7 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('3 reminders are scheduled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Scheduled setup reminders' })).toHaveTextContent('5 days before the transfer deadline');
  });

  it('when two reminders are the same, then the form says so and saves nothing', async () => {
    const user = userEvent.setup();
    const saved = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Setup reminder schedule' }));
    const second = dialog.getByRole('textbox', { name: 'Days before (reminder 2)' });
    await user.clear(second);
    await user.type(second, '14');
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(await dialog.findByText(setupReminderMessages.duplicate)).toBeInTheDocument();
    await user.clear(second);
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(await dialog.findByText(setupReminderMessages.daysBeforeInvalid)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says when reminders are off', async () => {
    renderCard({ isDefault: false, reminders: [] });
    expect(await screen.findByText('Scheduled reminders are off. Add one with Edit schedule.')).toBeInTheDocument();
  });
});
