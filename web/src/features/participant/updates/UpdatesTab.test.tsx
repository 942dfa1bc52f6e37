import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  announcementReceiptSchema,
  feedbackInputSchema,
  feedbackSchema,
  ownFeedbackSchema,
  participantAnnouncementListSchema,
  type OwnFeedback,
  type FeedbackInput,
  type ParticipantAnnouncement,
} from '@trek/contracts';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { answerParticipantPortal, answerParticipantTabs } from '../../../test/participant-portal';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { updatesPaths } from './api/updates-api';
import { UpdatesTab } from './UpdatesTab';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers as the updates service does; the service itself is covered by
// its API tests in services/updates/test.

/** An id as the service hands them out (a MongoDB ObjectId), distinct for each number. */
const objectId = (prefix: string, n: number) => `${prefix}${n.toString(16)}`.padStart(24, '0');

function announcement(n: number, overrides: Partial<ParticipantAnnouncement> = {}): ParticipantAnnouncement {
  return {
    id: objectId('a', n),
    title: `Announcement ${n}`,
    content: `Content of announcement ${n}`,
    priority: 'normal',
    attachments: [],
    pinned: false,
    createdAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

function feedback(n: number, overrides: Partial<OwnFeedback> = {}): OwnFeedback {
  return {
    id: objectId('f', n),
    userId: participant.id,
    subject: `Subject ${n}`,
    message: `Message ${n}`,
    category: null,
    status: 'read',
    createdAt: new Date(Date.UTC(2026, 0, 20 - n)).toISOString(),
    replies: [],
    ...overrides,
  };
}

const announcementList = (list: ParticipantAnnouncement[]) => () => contractJson(participantAnnouncementListSchema, list);

interface Backend {
  /** The announcements' answer; none by default. */
  announcements?: () => Response;
  feedback?: OwnFeedback[];
  /** The submission's answer; without it a submission is not answered by the test. */
  submit?: () => Response | Promise<Response>;
  /** Leaves every feedback read after the first unanswered, so only the client's own cache shows. */
  holdFeedbackRereads?: boolean;
}

/** Opens the Updates tab, MSW answering as the participant service does; returns the feedback submissions' bodies as they arrive. */
async function openUpdates({ announcements = announcementList([]), feedback: list = [], submit, holdFeedbackRereads = false }: Backend) {
  signInOnApiServer(participant);
  answerParticipantPortal();
  answerParticipantTabs();
  let feedbackReads = 0;
  const submitted: FeedbackInput[] = [];
  answer(
    http.get(updatesPaths.announcements, () => announcements()),
    // Read More records a read receipt at once.
    http.post('/api/participant/announcements/:id/read', ({ params }) =>
      contractJson(announcementReceiptSchema, { announcementId: String(params.id), readAt: '2026-01-31T10:00:00.000Z' }, { status: 201 }),
    ),
    http.get(updatesPaths.feedback, async () => {
      feedbackReads += 1;
      if (holdFeedbackRereads && feedbackReads > 1) await delay('infinite');
      return contractJson(z.array(ownFeedbackSchema), list);
    }),
  );
  if (submit) {
    answer(
      http.post(updatesPaths.feedback, async ({ request }) => {
        const body = (await request.json()) as FeedbackInput;
        submitted.push(body);
        feedbackInputSchema.parse(body);
        return submit();
      }),
    );
  }
  const requests = recordRequests();
  renderFeature(<UpdatesTab />, { path: '/participant/dashboard#announcements' });
  await screen.findByRole('group', { name: 'Updates at a glance' });
  await screen.findByRole('textbox', { name: /Subject/ });
  return { requests, submitted };
}

const announcementsSection = () => within(screen.getByRole('region', { name: 'Announcements' }));
const myFeedbackSection = () => within(screen.getByRole('region', { name: 'My Feedback' }));

/** A promise the test settles itself, so a request can be held open while the screen is checked. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('Updates tab: announcements', () => {
  it('when there are more than 5 announcements, then 5 show first and See More / Show Less toggles the rest', async () => {
    await openUpdates({ announcements: announcementList(Array.from({ length: 7 }, (_, i) => announcement(i + 1))) });
    expect(await screen.findByRole('button', { name: '7 Announcements Go to section' })).toBeInTheDocument();
    expect(await announcementsSection().findAllByRole('article')).toHaveLength(5);

    await userEvent.click(announcementsSection().getByRole('button', { name: 'See More' }));
    expect(announcementsSection().getAllByRole('article')).toHaveLength(7);
    await userEvent.click(announcementsSection().getByRole('button', { name: 'Show Less' }));
    expect(announcementsSection().getAllByRole('article')).toHaveLength(5);
  });

  it('when an urgent announcement is older than five normal ones, then it stays on top, before See More', async () => {
    const list = [...Array.from({ length: 6 }, (_, i) => announcement(i + 1)), announcement(7, { title: 'Flight moved', priority: 'urgent' })];
    await openUpdates({ announcements: announcementList(list) });
    const shown = await announcementsSection().findAllByRole('article');
    expect(shown).toHaveLength(5);
    expect(within(shown[0]!).getByRole('heading', { name: 'Flight moved' })).toBeInTheDocument();
    expect(within(shown[1]!).getByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument();
  });

  it('when announcements are pinned, then they come first, before urgent ones', async () => {
    const list = [
      ...Array.from({ length: 5 }, (_, i) => announcement(i + 1, { priority: 'urgent', title: `Urgent ${i + 1}` })),
      announcement(6, { title: 'Packing list', pinned: true }),
      announcement(7, { title: 'Emergency numbers', pinned: true }),
      announcement(8),
    ];
    await openUpdates({ announcements: announcementList(list) });
    const shown = await announcementsSection().findAllByRole('article');
    expect(shown).toHaveLength(5);
    expect(shown.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Packing list', 'Emergency numbers', 'Urgent 1', 'Urgent 2', 'Urgent 3']);
    expect(within(shown[0]!).getByText('Pinned')).toBeInTheDocument();
  });

  it('when more than 5 announcements are pinned, then every pinned one shows and only the rest wait behind See More', async () => {
    const sevenPinned = Array.from({ length: 7 }, (_, i) => announcement(i + 1, { pinned: true }));
    await openUpdates({ announcements: announcementList([...sevenPinned, announcement(9)]) });
    expect(await announcementsSection().findAllByRole('article')).toHaveLength(7);
    expect(announcementsSection().getByRole('button', { name: 'See More' })).toBeInTheDocument();
  });

  it('when the content is over 200 characters, then it is cut with Read More that shows all of it', async () => {
    const long = `${'a'.repeat(200)}THE END`;
    await openUpdates({ announcements: announcementList([announcement(1, { content: long, priority: 'urgent' })]) });
    const card = within(await announcementsSection().findByRole('article'));
    expect(card.queryByText(long)).not.toBeInTheDocument();
    expect(card.getByText(`${'a'.repeat(200)}…`)).toBeInTheDocument();
    expect(card.getByText('Urgent')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Read More' }));
    expect(card.getByText(long)).toBeInTheDocument();
  });

  it('lists attachments with their size in B, KB or MB, and an image that fails to load says so with its name', async () => {
    const attachments: ParticipantAnnouncement['attachments'] = [
      { id: 'x1', fileName: 'tiny.pdf', fileType: 'application/pdf', fileSize: 512, url: '/media/tiny.pdf' },
      { id: 'x2', fileName: 'map.png', fileType: 'image/png', fileSize: 1536, url: '/media/map.png' },
      { id: 'x3', fileName: 'guide.pdf', fileType: 'application/pdf', fileSize: 2.5 * 1024 * 1024, url: '/media/guide.pdf' },
    ];
    await openUpdates({ announcements: announcementList([announcement(1, { attachments })]) });
    const card = within(await announcementsSection().findByRole('article'));
    expect(card.getByText('512 B')).toBeInTheDocument();
    expect(card.getByText('1.5 KB')).toBeInTheDocument();
    expect(card.getByText('2.5 MB')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download guide.pdf' })).toBeInTheDocument();

    const image = card.getByRole('img', { name: 'Attachment map.png' });
    fireEvent.error(image);
    expect(await card.findByRole('img', { name: 'Image unavailable: map.png' })).toBeInTheDocument();
  });

  it('when a download fails, then the file opens in a new tab instead', async () => {
    const attachments: ParticipantAnnouncement['attachments'] = [{ id: 'x1', fileName: 'guide.pdf', fileType: 'application/pdf', fileSize: 2048, url: '/media/guide.pdf' }];
    await openUpdates({ announcements: announcementList([announcement(1, { attachments })]) });
    // The file is gone from storage: /media answers 404.
    answer(http.get('/media/guide.pdf', () => new HttpResponse(null, { status: 404 })));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(await announcementsSection().findByRole('button', { name: 'Download guide.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/media/guide.pdf', '_blank', 'noopener,noreferrer'));
  });

  it('when announcements cannot be read, then it says so with the advice', async () => {
    await openUpdates({ announcements: () => errorJson(500, 'Internal error') });
    expect(await announcementsSection().findByText('Failed to load announcements')).toBeInTheDocument();
    expect(announcementsSection().getByText('Please try refreshing the page or contact support if the issue persists.')).toBeInTheDocument();
  });

  it('when there are no announcements and no feedback, then each section says so', async () => {
    await openUpdates({});
    expect(await announcementsSection().findByText('No announcements yet')).toBeInTheDocument();
    expect(await myFeedbackSection().findByText('No feedback submitted yet')).toBeInTheDocument();
  });
});

describe('Updates tab: feedback', () => {
  it('when subject or message is blank after trimming, then nothing is sent and it asks for both', async () => {
    const { requests } = await openUpdates({});
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), '   ');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findAllByText('Please fill in both subject and message fields.')).not.toHaveLength(0);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('counts the message characters as they are typed', async () => {
    await openUpdates({});
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    expect(screen.getByText('5/2000 characters')).toBeInTheDocument();
  });

  it('when feedback is submitted, then it shows at once as New, is sent trimmed, and success is told', async () => {
    const reply = deferred<Response>();
    const { submitted } = await openUpdates({ feedback: [feedback(1)], submit: () => reply.promise });
    await fillIn(userEvent, screen.getByRole('textbox', { name: /Subject/ }), '  Shuttle  ');
    await fillIn(userEvent, screen.getByRole('textbox', { name: /Message/ }), 'What time is the airport shuttle?');
    await userEvent.click(screen.getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Logistics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const optimistic = within(await myFeedbackSection().findByRole('article', { busy: true }));
    expect(optimistic.getByText('Shuttle')).toBeInTheDocument();
    expect(optimistic.getByText('New')).toBeInTheDocument();
    expect(myFeedbackSection().getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(submitted).toEqual([{ subject: 'Shuttle', message: 'What time is the airport shuttle?', category: 'logistics' }]));

    reply.resolve(contractJson(feedbackSchema, feedback(2, { subject: 'Shuttle', status: 'unread', createdAt: new Date().toISOString() }), { status: 201 }));
    expect(await screen.findByText('Your feedback has been submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it('when the submission fails, then the list goes back to what it was and the failure is told', async () => {
    const reply = deferred<Response>();
    await openUpdates({ feedback: [feedback(1)], submit: () => reply.promise, holdFeedbackRereads: true });
    await myFeedbackSection().findByText('Subject 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Shuttle');
    await fillIn(userEvent, screen.getByRole('textbox', { name: /Message/ }), 'What time?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await myFeedbackSection().findByText('Shuttle')).toBeInTheDocument();

    reply.resolve(errorJson(500, 'Internal error'));
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(myFeedbackSection().queryByText('Shuttle')).not.toBeInTheDocument());
    expect(myFeedbackSection().getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Shuttle');
  });

  it('shows the newest feedback first, 5 at first, with status labels and long messages cut at 100 characters', async () => {
    const long = `${'m'.repeat(100)}MORE`;
    const list = [
      feedback(6, { status: 'resolved' }),
      feedback(1, { status: 'in_progress', message: long }),
      feedback(3),
      feedback(2, { status: 'unread' }),
      feedback(5),
      feedback(4),
    ];
    await openUpdates({ feedback: list });
    const items = await myFeedbackSection().findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Subject 1', 'Subject 2', 'Subject 3', 'Subject 4', 'Subject 5']);
    const newest = within(items[0]!);
    expect(newest.getByText('In Progress')).toBeInTheDocument();
    expect(within(items[1]!).getByText('New')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Reviewed')).toBeInTheDocument();
    await userEvent.click(newest.getByRole('button', { name: 'Show more' }));
    expect(newest.getByText(long)).toBeInTheDocument();

    await userEvent.click(myFeedbackSection().getByRole('button', { name: 'See More' }));
    expect(myFeedbackSection().getByText('Resolved')).toBeInTheDocument();
  });
  it('when organizers answered a message, then the thread shows the message and each answer in order with who wrote it', async () => {
    const answered = feedback(1, {
      subject: 'Vegan food?',
      message: 'Is there vegan food on Day 3?',
      status: 'in_progress',
      replies: [
        { id: objectId('r', 1), feedbackId: objectId('f', 1), message: 'Yes, every meal has a vegan choice.', authorName: 'Olga Organizer', createdAt: '2026-01-20T10:00:00.000Z' },
        { id: objectId('r', 2), feedbackId: objectId('f', 1), message: 'And snacks on the bus.', authorName: 'Tomás Organizer', createdAt: '2026-01-21T10:00:00.000Z' },
      ],
    });
    await openUpdates({ feedback: [answered, feedback(2)] });
    const thread = await myFeedbackSection().findByRole('region', { name: 'Answers to "Vegan food?"' });
    const answers = within(thread).getAllByRole('article');
    expect(answers.map((answer) => answer.getAttribute('aria-label'))).toEqual(['Answer from Olga Organizer', 'Answer from Tomás Organizer']);
    expect(answers[0]).toHaveTextContent('Yes, every meal has a vegan choice.');
    expect(answers[1]).toHaveTextContent('And snacks on the bus.');
    expect(myFeedbackSection().getByText('Is there vegan food on Day 3?')).toBeInTheDocument();
    expect(myFeedbackSection().queryByRole('region', { name: 'Answers to "Subject 2"' })).not.toBeInTheDocument();
  });
});
