import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminAnnouncementListSchema,
  adminFeedbackListSchema,
  adminFeedbackSchema,
  feedbackRepliesSchema,
  feedbackReplyInputSchema,
  feedbackReplySchema,
  announcementReadSummarySchema,
  announcementSavedSchema,
  audiencePreviewRequestSchema,
  audiencePreviewSchema,
  groupEmailInputSchema,
  groupEmailResultSchema,
  uploadResponseSchema,
  type AdminAnnouncement,
  type AdminFeedback,
  type FeedbackReply,
} from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { answer, contractJson, errorJson, recordRequests, type RecordedRequest } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { AnnouncementsTab } from './AnnouncementsTab';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers as the participant and upload services do; the real services are
// covered by their API tests.

const WELCOME_ID = 'a'.repeat(24);
const BUS_ID = 'b'.repeat(24);

const welcome: AdminAnnouncement = {
  id: WELCOME_ID,
  year: 2026,
  title: 'Welcome to the trek',
  content: 'We meet in Mexico City on March 14.',
  priority: 'normal',
  attachments: [
    { id: 'c'.repeat(32), fileName: 'packing-list.pdf', fileType: 'application/pdf', fileSize: 1_572_864, url: `/media/2026/${'c'.repeat(32)}.pdf` },
    { id: 'd'.repeat(32), fileName: 'map.png', fileType: 'image/png', fileSize: 2_048, url: `/media/2026/${'d'.repeat(32)}.png` },
  ],
  createdAt: '2026-01-12T10:00:00.000Z',
  updatedAt: '2026-01-13T08:00:00.000Z',
  emailedAt: null,
  audience: { kind: 'everyone' },
  publishAt: null,
  publishedAt: '2026-01-12T10:00:00.000Z',
  emailOnPublish: false,
  recipients: null,
  pinned: false,
};

const busChange: AdminAnnouncement = {
  id: BUS_ID,
  year: 2026,
  title: 'Bus leaves at 7',
  content: 'Be in the lobby at 6:45.',
  priority: 'urgent',
  attachments: [],
  createdAt: '2026-01-14T10:00:00.000Z',
  updatedAt: '2026-01-14T10:00:05.000Z',
  emailedAt: '2026-01-14T10:00:05.000Z',
  audience: { kind: 'day0' },
  publishAt: null,
  publishedAt: '2026-01-14T10:00:00.000Z',
  emailOnPublish: true,
  recipients: 12,
  pinned: true,
};

const PARTICIPANT_IDS = ['1'.repeat(24), '2'.repeat(24), '3'.repeat(24)];
const people = [
  { userId: PARTICIPANT_IDS[0]!, name: 'Ana García' },
  { userId: PARTICIPANT_IDS[1]!, name: 'Beto Ruiz' },
  { userId: PARTICIPANT_IDS[2]!, name: 'Carla Soto' },
];

const uploadedPdf = { url: `/media/2026/${'e'.repeat(32)}.pdf`, fileName: 'itinerary.pdf', fileType: 'application/pdf', fileSize: 348_160 };

function feedback(id: string, overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  return {
    id,
    userId: '64b7f0c2a1b2c3d4e5f60719',
    subject: 'Bus times',
    message: 'When do we leave Mexico City?',
    category: 'logistics',
    status: 'unread',
    createdAt: '2026-01-15T09:30:00.000Z',
    authorName: 'Pablo Participant',
    authorEmail: 'pablo@example.org',
    ...overrides,
  };
}

/**
 * Signs the organizer in and answers the tab's reads as the participant service does: the two
 * announcements, their read counts and the feedback `inbox`. A test answers the call it is about
 * (`answer`, which takes precedence). Returns the requests the app sends, in order.
 */
function backend(inbox: AdminFeedback[] = [feedback('f'.repeat(24))]): RecordedRequest[] {
  signInOnApiServer(organizer);
  answer(
    http.get('/api/admin/announcements', () => contractJson(adminAnnouncementListSchema, { announcements: [busChange, welcome] })),
    http.get('/api/admin/announcements/reads', () =>
      contractJson(announcementReadSummarySchema, { participants: 42, announcements: [{ announcementId: BUS_ID, readCount: 40, participants: 42 }, { announcementId: WELCOME_ID, readCount: 2, participants: 3 }] }),
    ),
    // "Will reach N people": everyone is the three people, the Day 0 group one of them, a chosen list itself.
    http.post('/api/admin/announcements/audience-preview', async ({ request }) => {
      const { audience } = audiencePreviewRequestSchema.parse(await request.json());
      const reached = audience.kind === 'day0' ? people.slice(0, 1) : audience.kind === 'participants' ? people.filter(({ userId }) => audience.userIds.includes(userId)) : people;
      return contractJson(audiencePreviewSchema, { count: reached.length, people: reached });
    }),
    http.get('/api/admin/feedback', () =>
      contractJson(adminFeedbackListSchema, { feedback: inbox, total: inbox.length, page: 1, pageSize: 25, unreadCount: inbox.filter((item) => item.status === 'unread').length }),
    ),
  );
  return recordRequests();
}

/** The last request of a method, the audience previews (read as the form changes) left out. */
const lastRequest = (requests: RecordedRequest[], method: string) =>
  requests.filter((request) => request.method === method && request.url !== '/api/admin/announcements/audience-preview').at(-1);

async function openNewAnnouncement() {
  const user = userEvent.setup({ applyAccept: false });
  renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
  await screen.findByRole('article', { name: 'Welcome to the trek' });
  await user.click(screen.getByRole('button', { name: 'New announcement' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New announcement' }));
  return { user, dialog };
}

async function choosePriority(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, label: string) {
  await user.click(dialog.getByRole('combobox', { name: 'Priority' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Announcements tab: announcements', () => {
  it('lists announcements newest first with their priority, email and edit state, and attachment sizes', async () => {
    backend();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Bus leaves at 7', 'Welcome to the trek']);
    const bus = within(articles[0]!);
    expect(bus.getByText('Urgent')).toBeInTheDocument();
    expect(bus.getByText('Emailed')).toBeInTheDocument();
    expect(bus.getByText(/emailed to participants/)).toBeInTheDocument();
    expect(bus.queryByText(/edited/)).not.toBeInTheDocument();
    const welcomeCard = within(articles[1]!);
    expect(welcomeCard.getByText('Normal')).toBeInTheDocument();
    expect(welcomeCard.getByText(/edited/)).toBeInTheDocument();
    expect(welcomeCard.getByRole('link', { name: 'packing-list.pdf' })).toHaveAttribute('href', welcome.attachments[0]!.url);
    expect(welcomeCard.getByText('1.5 MB')).toBeInTheDocument();
    expect(welcomeCard.getByText('2.0 KB')).toBeInTheDocument();
  });

  it('publishes an urgent announcement with its uploaded attachment and, after the organizer confirms, emails its audience', async () => {
    const requests = backend();
    answer(
      http.post('/api/admin/upload', () => contractJson(uploadResponseSchema, uploadedPdf, { status: 201 })),
      http.post('/api/admin/announcements', () =>
        contractJson(announcementSavedSchema, { announcement: { ...busChange, id: 'f'.repeat(24), title: 'Flight change' }, emailsQueued: 42 }, { status: 201 }),
      ),
    );
    const { user, dialog } = await openNewAnnouncement();
    await fillIn(user, dialog.getByRole('textbox', { name: 'Title' }), 'Flight change');
    await fillIn(user, dialog.getByRole('textbox', { name: 'Content' }), 'The flight to Cancun leaves at 9.');
    await choosePriority(user, dialog, 'Urgent');
    expect(await dialog.findByText('Will reach 3 people right now.')).toBeInTheDocument();

    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['%PDF-1.7'], 'itinerary.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByText('itinerary.pdf')).toBeInTheDocument();
    expect(dialog.getByText('340.0 KB')).toBeInTheDocument();
    const upload = requests.find((request) => request.url === '/api/admin/upload');
    expect(upload?.method).toBe('POST');

    await user.click(dialog.getByRole('checkbox', { name: 'Also email it to its audience' }));
    await user.click(dialog.getByRole('button', { name: 'Publish announcement' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Email its audience?' }));
    expect(confirm.getByText(/"Flight change" will be emailed to everyone in its audience/)).toBeInTheDocument();
    expect(lastRequest(requests, 'POST')?.url).toBe('/api/admin/upload');
    await user.click(confirm.getByRole('button', { name: 'Publish and email' }));

    await waitFor(() =>
      expect(lastRequest(requests, 'POST')?.body).toEqual({
        title: 'Flight change',
        content: 'The flight to Cancun leaves at 9.',
        priority: 'urgent',
        attachments: [{ id: 'e'.repeat(32), ...uploadedPdf }],
        emailParticipants: true,
        audience: { kind: 'everyone' },
        publishAt: null,
        pinned: false,
      }),
    );
    expect(await screen.findByText('"Flight change" is published and 42 emails were queued to participants.')).toBeInTheDocument();
  });

  it('posts a pinned announcement to the Day 0 group, saying how many it reaches, and emails nobody unless asked', async () => {
    const requests = backend();
    answer(http.post('/api/admin/announcements', () => contractJson(announcementSavedSchema, { announcement: welcome, emailsQueued: 0 }, { status: 201 })));
    const { user, dialog } = await openNewAnnouncement();
    await fillIn(user, dialog.getByRole('textbox', { name: 'Title' }), 'Welcome to the trek');
    await user.type(dialog.getByRole('textbox', { name: 'Content' }), 'Hello');
    await user.click(dialog.getByRole('radio', { name: 'Day 0 group' }));
    expect(await dialog.findByText('Will reach 1 person right now.')).toBeInTheDocument();
    await user.click(dialog.getByRole('switch', { name: /^Pin to the top/ }));
    await user.click(dialog.getByRole('button', { name: 'Publish announcement' }));

    await waitFor(() =>
      expect(lastRequest(requests, 'POST')?.body).toEqual({
        title: 'Welcome to the trek',
        content: 'Hello',
        priority: 'normal',
        attachments: [],
        emailParticipants: false,
        audience: { kind: 'day0' },
        publishAt: null,
        pinned: true,
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Email its audience?' })).not.toBeInTheDocument();
    expect(await screen.findByText('"Welcome to the trek" is now in the portal of the participants it is for.')).toBeInTheDocument();
  });

  it('posts to participants chosen by name, and will not send an empty choice', async () => {
    const requests = backend();
    answer(http.post('/api/admin/announcements', () => contractJson(announcementSavedSchema, { announcement: welcome, emailsQueued: 0 }, { status: 201 })));
    const { user, dialog } = await openNewAnnouncement();
    await fillIn(user, dialog.getByRole('textbox', { name: 'Title' }), 'Visa letters');
    await fillIn(user, dialog.getByRole('textbox', { name: 'Content' }), 'Yours is ready.');
    await user.click(dialog.getByRole('radio', { name: 'Chosen participants' }));
    expect(dialog.getByText('Choose at least one participant.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publish announcement' }));
    expect(await dialog.findByText('Choose at least one participant', { selector: 'p' })).toBeInTheDocument();
    expect(lastRequest(requests, 'POST')).toBeUndefined();

    await user.type(dialog.getByRole('combobox', { name: 'Participants' }), 'Carla');
    await user.click(await screen.findByRole('option', { name: 'Carla Soto' }));
    expect(await dialog.findByText('Will reach 1 person right now.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publish announcement' }));
    await waitFor(() => expect(lastRequest(requests, 'POST')?.body).toMatchObject({ audience: { kind: 'participants', userIds: [PARTICIPANT_IDS[2]] } }));
  });

  it('shows each announcement’s audience, how many it reached, its pin, and when a scheduled one goes out', async () => {
    backend();
    const scheduled: AdminAnnouncement = { ...welcome, id: 'e'.repeat(24), title: 'Hike tomorrow', publishAt: '2026-03-14T13:00:00.000Z', publishedAt: null, emailOnPublish: true, audience: { kind: 'missingSetup', item: 'passport' } };
    const wentOut: AdminAnnouncement = { ...welcome, id: 'f'.repeat(24), title: 'Visa tips', publishAt: '2026-02-20T15:00:00.000Z', publishedAt: '2026-02-20T15:00:00.000Z' };
    answer(http.get('/api/admin/announcements', () => contractJson(adminAnnouncementListSchema, { announcements: [scheduled, wentOut, busChange, welcome] })));
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
    // A scheduled one that went out was posted when it was published.
    expect(within(await screen.findByRole('article', { name: 'Visa tips' })).getByText(/^Posted Feb 20, 2026/)).toBeInTheDocument();
    const hike = within(await screen.findByRole('article', { name: 'Hike tomorrow' }));
    expect(hike.getByText('Missing: Passport')).toBeInTheDocument();
    expect(hike.getByText(/Scheduled for .* · with email/)).toBeInTheDocument();
    // Not out yet: the card says when it was written, not that it was posted.
    expect(hike.getByText(/^Written Jan 12, 2026/)).toBeInTheDocument();
    expect(hike.queryByText(/Posted/)).not.toBeInTheDocument();
    const bus = within(screen.getByRole('article', { name: 'Bus leaves at 7' }));
    expect(bus.getByText('Day 0 group · reached 12')).toBeInTheDocument();
    expect(bus.getByText('Pinned')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Welcome to the trek' })).getByText('Everyone')).toBeInTheDocument();
  });

  it('emails a group those missing their passport after the organizer confirms', async () => {
    const requests = backend();
    answer(http.post('/api/admin/announcements/group-emails', () => contractJson(groupEmailResultSchema, { id: '9'.repeat(24), emailsQueued: 3 }, { status: 201 })));
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
    await user.click(await screen.findByRole('button', { name: 'Email a group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email a group' }));
    await user.click(dialog.getByRole('radio', { name: 'Missing a setup item' }));
    await user.click(dialog.getByRole('combobox', { name: 'Setup item' }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    await fillIn(user, dialog.getByRole('textbox', { name: 'Subject' }), 'Passport reminder');
    await fillIn(user, dialog.getByRole('textbox', { name: 'Message' }), 'Please add it today.');
    await user.click(dialog.getByRole('button', { name: 'Send email' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Send this email?' }));
    await user.click(confirm.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(groupEmailInputSchema.parse(lastRequest(requests, 'POST')?.body)).toEqual({
        audience: { kind: 'missingSetup', item: 'passport' },
        subject: 'Passport reminder',
        message: 'Please add it today.',
      }),
    );
    expect(await screen.findByText('"Passport reminder": 3 emails were queued.')).toBeInTheDocument();
  });

  it('shows the shared schema’s messages and sends nothing when title and content are blank', async () => {
    const requests = backend();
    const { user, dialog } = await openNewAnnouncement();
    await user.click(dialog.getByRole('button', { name: 'Publish announcement' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Content is required')).toBeInTheDocument();
    expect(lastRequest(requests, 'POST')).toBeUndefined();
  });

  it('when a file is not a JPG, PNG or PDF, then it is refused before any upload', async () => {
    const requests = backend();
    const { user, dialog } = await openNewAnnouncement();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['PK'], 'photos.zip', { type: 'application/zip' }));
    expect(await screen.findByText('photos.zip: Please choose a JPG, PNG or PDF file')).toBeInTheDocument();
    expect(dialog.getByText('No attachments.')).toBeInTheDocument();
    expect(lastRequest(requests, 'POST')).toBeUndefined();
  });

  it('when the upload service refuses a file, then its message is shown and the file is not attached', async () => {
    backend();
    answer(http.post('/api/admin/upload', () => errorJson(413, 'Please choose a file smaller than 5MB')));
    const { user, dialog } = await openNewAnnouncement();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF'], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('big.pdf: Please choose a file smaller than 5MB')).toBeInTheDocument();
    expect(dialog.getByText('No attachments.')).toBeInTheDocument();
  });

  it('edits an announcement, keeps its attachments unless removed, and sends the whole announcement with PUT', async () => {
    const requests = backend();
    answer(http.put(`/api/admin/announcements/${WELCOME_ID}`, () => contractJson(announcementSavedSchema, { announcement: { ...welcome, title: 'Welcome, everyone' }, emailsQueued: 0 })));
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome to the trek' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit announcement' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await fillIn(user, title, 'Welcome, everyone');
    await user.click(dialog.getByRole('button', { name: 'Remove map.png' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(lastRequest(requests, 'PUT')?.url).toBe(`/api/admin/announcements/${WELCOME_ID}`));
    expect(lastRequest(requests, 'PUT')?.body).toEqual({
      title: 'Welcome, everyone',
      content: welcome.content,
      priority: 'normal',
      attachments: [welcome.attachments[0]],
      emailParticipants: false,
      audience: { kind: 'everyone' },
      publishAt: null,
      pinned: false,
    });
    expect(await screen.findByText('Participants now see the new version of "Welcome, everyone".')).toBeInTheDocument();
  });

  it('deletes only after the organizer confirms, then says so', async () => {
    const requests = backend();
    answer(http.delete(`/api/admin/announcements/${BUS_ID}`, () => new HttpResponse(null, { status: 204 })));
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
    await user.click(await screen.findByRole('button', { name: 'Delete Bus leaves at 7' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete "Bus leaves at 7"?' }));
    expect(lastRequest(requests, 'DELETE')).toBeUndefined();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(lastRequest(requests, 'DELETE')?.url).toBe(`/api/admin/announcements/${BUS_ID}`));
    expect(await screen.findByText('"Bus leaves at 7" was removed.')).toBeInTheDocument();
  });

  it('when a save fails, then the server’s message is shown and the form stays open', async () => {
    backend();
    answer(http.post('/api/admin/announcements', () => errorJson(503, 'Participant accounts are unavailable right now, so no emails were queued. Please try again shortly.')));
    const { user, dialog } = await openNewAnnouncement();
    await fillIn(user, dialog.getByRole('textbox', { name: 'Title' }), 'Anything');
    await user.type(dialog.getByRole('textbox', { name: 'Content' }), 'Text');
    await user.click(dialog.getByRole('button', { name: 'Publish announcement' }));
    expect(await screen.findByText('Participant accounts are unavailable right now, so no emails were queued. Please try again shortly.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New announcement' })).toBeInTheDocument();
  });

  it('when the list cannot be loaded, then the error and a retry are shown', async () => {
    backend();
    answer(http.get('/api/admin/announcements', () => errorJson(500, 'Database unavailable')));
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements' });
    expect(await screen.findByText('Failed to load announcements')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Announcements tab: feedback inbox', () => {
  it('shows every participant’s feedback with its author and category, and the unread count', async () => {
    backend([
      feedback('1'.repeat(24), { message: `${'Long question about the buses. '.repeat(6)}The end.` }),
      feedback('2'.repeat(24), { subject: 'Great hotel', category: null, status: 'resolved', authorName: null }),
    ]);
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    const first = within(await screen.findByRole('article', { name: 'Bus times' }));
    expect(first.getByText('From Pablo Participant')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'pablo@example.org' })).toHaveAttribute('href', 'mailto:pablo@example.org');
    expect(first.getByText('Logistics')).toBeInTheDocument();
    expect(first.queryByText(/The end\./)).not.toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Show more' }));
    expect(first.getByText(/The end\./)).toBeInTheDocument();

    const second = within(screen.getByRole('article', { name: 'Great hotel' }));
    expect(second.getByText('From pablo@example.org')).toBeInTheDocument();
    expect(second.getByText('No category')).toBeInTheDocument();
    expect(second.getByRole('combobox', { name: 'Status of "Great hotel"' })).toHaveValue('Resolved');
    expect(screen.getByText('1 new message')).toBeInTheDocument();
    expect(screen.getByLabelText('1 new')).toBeInTheDocument();
  });

  it('changes a status with PATCH and confirms with a toast', async () => {
    const id = '3'.repeat(24);
    const requests = backend([feedback(id)]);
    answer(http.patch(`/api/admin/feedback/${id}`, () => contractJson(adminFeedbackSchema, feedback(id, { status: 'in_progress' }))));
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    await user.click(await screen.findByRole('combobox', { name: 'Status of "Bus times"' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));

    await waitFor(() => expect(lastRequest(requests, 'PATCH')).toMatchObject({ url: `/api/admin/feedback/${id}`, body: { status: 'in_progress' } }));
    expect(await screen.findByText('"Bus times" is now In Progress.')).toBeInTheDocument();
  });

  it('when an organizer answers a message, then the answer is posted, the conversation is read again and the blank answer is refused', async () => {
    const id = '4'.repeat(24);
    const requests = backend([feedback(id)]);
    let replies: FeedbackReply[] = [{ id: 'r'.repeat(24), feedbackId: id, message: 'We are checking the timetable.', authorName: 'Tomás Organizer', createdAt: '2026-01-10T10:00:00.000Z' }];
    answer(
      http.get(`/api/admin/feedback/${id}/replies`, () => contractJson(feedbackRepliesSchema, { replies })),
      http.post(`/api/admin/feedback/${id}/replies`, async ({ request }) => {
        const { message } = feedbackReplyInputSchema.parse(await request.json());
        const reply = { id: 's'.repeat(24), feedbackId: id, message, authorName: 'Olga Organizer', createdAt: '2026-01-11T10:00:00.000Z' };
        replies = [...replies, reply];
        return contractJson(feedbackReplySchema, reply, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const thread = await screen.findByRole('region', { name: 'Conversation about "Bus times"' });
    expect(await within(thread).findByText('We are checking the timetable.')).toBeInTheDocument();

    await user.click(within(thread).getByRole('button', { name: 'Send answer' }));
    expect(await within(thread).findByText('Please write a reply.')).toBeInTheDocument();
    expect(lastRequest(requests, 'POST')).toBeUndefined();

    await fillIn(user, within(thread).getByRole('textbox', { name: 'Your answer' }), 'The bus leaves at 7:00.');
    await user.click(within(thread).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(lastRequest(requests, 'POST')).toMatchObject({ url: `/api/admin/feedback/${id}/replies`, body: { message: 'The bus leaves at 7:00.' } }));
    expect(await within(thread).findByRole('article', { name: 'Answer from Olga Organizer' })).toHaveTextContent('The bus leaves at 7:00.');
    expect(within(thread).getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it('when a status change fails, then the server’s message is shown', async () => {
    backend();
    answer(http.patch('/api/admin/feedback/:id', () => errorJson(404, 'Feedback not found')));
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    await user.click(await screen.findByRole('combobox', { name: 'Status of "Bus times"' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    expect(await screen.findByText('Feedback not found')).toBeInTheDocument();
  });

  it('sends the filters and the page to the server', async () => {
    const many = Array.from({ length: 25 }, (_, index) => feedback(index.toString(16).padStart(24, '0')));
    const requests = backend();
    answer(http.get('/api/admin/feedback', () => contractJson(adminFeedbackListSchema, { feedback: many, total: 130, page: 1, pageSize: 25, unreadCount: 130 })));
    const user = userEvent.setup();
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    await screen.findAllByRole('article');
    const feedbackReads = () => requests.filter((request) => request.url.startsWith('/api/admin/feedback?'));

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(feedbackReads().at(-1)?.url).toBe('/api/admin/feedback?page=2&pageSize=25'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Accommodations' }));
    await fillIn(user, screen.getByRole('textbox', { name: 'Search' }), 'hotel');
    await waitFor(() =>
      expect(feedbackReads().at(-1)?.url).toBe('/api/admin/feedback?search=hotel&status=in_progress&category=accommodations&page=1&pageSize=25'),
    );
  });

  it('when there is no feedback yet, then it says so', async () => {
    backend([]);
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('when the inbox cannot be loaded, then the error is shown', async () => {
    backend();
    answer(http.get('/api/admin/feedback', () => errorJson(500, 'Database unavailable')));
    renderFeature(<AnnouncementsTab />, { path: '/admin/dashboard?tab=announcements&section=feedback' });
    expect(await screen.findByText('Failed to load feedback')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
