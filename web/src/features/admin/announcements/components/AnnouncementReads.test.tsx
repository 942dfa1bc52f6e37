import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminAnnouncementListSchema,
  announcementReadDetailSchema,
  announcementReadSummarySchema,
  unreadEmailResultSchema,
  type AdminAnnouncement,
  type AnnouncementReadDetail,
} from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../../test/api-server';
import { AnnouncementsManager } from './AnnouncementsManager';
import { renderFeature } from '../../../../test/render-feature';

// Component test: MSW answers as the participant service does; who counts, and the emails
// themselves, are covered by services/updates/test/announcement-reads.api.test.ts.

const URGENT_ID = 'a'.repeat(24);
const NORMAL_ID = 'b'.repeat(24);

const urgent: AdminAnnouncement = {
  id: URGENT_ID,
  year: 2026,
  title: 'Bus leaves at 5:30',
  content: 'Be in the lobby at 5:15.',
  priority: 'urgent',
  attachments: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  emailedAt: null,
  audience: { kind: 'everyone' },
  publishAt: null,
  publishedAt: '2026-03-01T10:00:00.000Z',
  emailOnPublish: false,
  recipients: null,
  pinned: false,
};
// For the Day 0 group only: two of the edition's three participants.
const normal: AdminAnnouncement = { ...urgent, id: NORMAL_ID, title: 'Welcome', priority: 'normal', createdAt: '2026-02-01T10:00:00.000Z', updatedAt: '2026-02-01T10:00:00.000Z', audience: { kind: 'day0' }, recipients: 2 };

const detailOf = (announcementId: string): AnnouncementReadDetail => ({
  announcementId,
  participants: 3,
  read: [{ userId: 'c'.repeat(24), name: 'Ana García', readAt: '2026-03-01T12:30:00.000Z' }],
  unread: [
    { userId: 'd'.repeat(24), name: 'Beto Ruiz', email: 'beto@stanford.edu' },
    { userId: 'e'.repeat(24), name: 'Carla Soto', email: 'carla@mit.edu' },
  ],
});

function renderManager({ summaryFails = false, emailAnswers = [2, 0] } = {}) {
  const emailed: string[] = [];
  answer(
    http.get('/api/admin/announcements', () => contractJson(adminAnnouncementListSchema, { announcements: [urgent, normal] })),
    http.get('/api/admin/announcements/reads', () =>
      summaryFails
        ? errorJson(503, 'Participant accounts are unavailable right now. Please try again shortly.')
        : contractJson(announcementReadSummarySchema, { participants: 3, announcements: [{ announcementId: URGENT_ID, readCount: 1, participants: 3 }, { announcementId: NORMAL_ID, readCount: 1, participants: 2 }] }),
    ),
    http.get('/api/admin/announcements/:id/reads', ({ params }) => contractJson(announcementReadDetailSchema, detailOf(String(params.id)))),
    http.post('/api/admin/announcements/:id/email-unread', ({ params }) => {
      emailed.push(String(params.id));
      return contractJson(unreadEmailResultSchema, { emailsQueued: emailAnswers[emailed.length - 1] ?? 0, unread: 2 });
    }),
  );
  renderFeature(<AnnouncementsManager />);
  return emailed;
}

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('read receipts in the Announcements tab', () => {
  it('shows "Read by N of M" on each card (M its audience), and the dialog lists who has read it with the time and who has not with their email', async () => {
    const user = userEvent.setup();
    renderManager();
    expect(await (await card('Welcome')).findByRole('button', { name: 'Read by 1 of 2' })).toBeInTheDocument();
    await user.click(await (await card('Bus leaves at 5:30')).findByRole('button', { name: 'Read by 1 of 3' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Who has read "Bus leaves at 5:30"' }));
    expect(await dialog.findByText(/^Read by 1 of 3 participants of this edition/)).toBeInTheDocument();
    const unread = within(dialog.getByRole('region', { name: 'Not read yet (2)' }));
    expect(unread.getByText('Beto Ruiz')).toBeInTheDocument();
    expect(unread.getByText('carla@mit.edu')).toBeInTheDocument();
    const read = within(dialog.getByRole('region', { name: 'Read (1)' }));
    expect(read.getByText('Ana García')).toBeInTheDocument();
    expect(read.getByText(/^read /)).toBeInTheDocument();
  });

  it('for an urgent announcement, emails those who have not read it only after a confirmation, and says how many; asking again says none were new', async () => {
    const user = userEvent.setup();
    const emailed = renderManager();
    await user.click(await (await card('Bus leaves at 5:30')).findByRole('button', { name: 'Read by 1 of 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Who has read "Bus leaves at 5:30"' }));

    await user.click(await dialog.findByRole('button', { name: 'Email those who have not read it' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Email those who have not read it?' }));
    expect(confirm.getByText('"Bus leaves at 5:30" will be emailed to the 2 participants who have not read it yet.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Go back' }));
    expect(emailed).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Email those who have not read it' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Email those who have not read it?' })).getByRole('button', { name: 'Email 2 participants' }));
    expect(await screen.findByText('"Bus leaves at 5:30" is being emailed to 2 participants who had not read it.')).toBeInTheDocument();
    expect(emailed).toEqual([URGENT_ID]);

    await user.click(dialog.getByRole('button', { name: 'Email those who have not read it' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Email those who have not read it?' })).getByRole('button', { name: 'Email 2 participants' }));
    expect(await screen.findByText('Everyone who has not read "Bus leaves at 5:30" was already emailed about it today.')).toBeInTheDocument();
    expect(emailed).toEqual([URGENT_ID, URGENT_ID]);
  });

  it('offers no email for an announcement that is not urgent', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(await (await card('Welcome')).findByRole('button', { name: 'Read by 1 of 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Who has read "Welcome"' }));
    expect(await dialog.findByText(/^Read by 1 of the 3 participants it reached/)).toBeInTheDocument();
    expect(await dialog.findByRole('region', { name: 'Read (1)' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Email those who have not read it' })).not.toBeInTheDocument();
  });

  it('when the read receipts cannot be read, then each card says so and the announcements still show', async () => {
    renderManager({ summaryFails: true });
    expect(await (await card('Bus leaves at 5:30')).findByText('Read receipts unavailable right now')).toBeInTheDocument();
    expect((await card('Welcome')).getByText('Read receipts unavailable right now')).toBeInTheDocument();
  });
});
