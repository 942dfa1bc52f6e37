import { describe, expect, it } from '@jest/globals';
import { contentMessages, DEFAULT_EDITION_SETTINGS } from '@trek/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest, StubbedResponse } from '../../../test/fetch-stub';
import { recordedRequests } from '../../../test/fetch-stub';
import { organizer } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component-level tests: fetch is stubbed; the real content service is covered by its own suite and the e2e journey.

const faq = (id: string, question: string, order: number) => ({
  id,
  question,
  answer: `Answer to ${question}`,
  category: '',
  order,
  sample: false,
  updatedBy: null,
  updatedAt: null,
});

const FIRST = 'a'.repeat(24);
const SECOND = 'b'.repeat(24);

function contentBackend(extra: (request: RecordedRequest) => StubbedResponse | undefined = () => undefined) {
  return signInAs(organizer, (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/api/admin/content/team') {
      return { status: 200, body: [{ id: FIRST, name: 'Sample Organizer One', role: 'Co-Director', order: 0, socials: {}, sample: true, updatedBy: null, updatedAt: null }] };
    }
    if (request.url === '/api/admin/content/faqs' && request.method === 'GET') {
      return { status: 200, body: [faq(FIRST, 'First question?', 0), faq(SECOND, 'Second question?', 1)] };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

async function openFaqs() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard?tab=content');
  await user.click(await screen.findByRole('tab', { name: 'FAQs' }));
  await screen.findByText('First question?');
  return user;
}

describe('Content tab', () => {
  it('opens on Team and marks sample items', async () => {
    contentBackend();
    renderApp('/admin/dashboard?tab=content');
    expect(await screen.findByText('Sample Organizer One')).toBeInTheDocument();
    expect(screen.getByText('Sample')).toBeInTheDocument();
    for (const name of ['Team', 'Supporters', 'Itinerary', 'Places', 'FAQs', 'Travel resources', 'Edition settings']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });

  it('adds an FAQ with what the organizer typed, at the end of the list, and confirms with a toast', async () => {
    const fetchMock = contentBackend((request) =>
      request.method === 'POST' && request.url === '/api/admin/content/faqs' ? { status: 201, body: { ...faq('c'.repeat(24), 'New?', 2) } } : undefined,
    );
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Question'), 'Can I bring a friend?');
    await user.type(dialog.getByLabelText('Answer'), 'Only through an application.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The landing page shows the change now.')).toBeInTheDocument();
    const post = recordedRequests(fetchMock).find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ question: 'Can I bring a friend?', answer: 'Only through an application.', category: '', order: 2 });
  });

  it('shows the shared schema’s message and sends nothing when the answer is blank', async () => {
    const fetchMock = contentBackend();
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Question'), 'Anything?');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(contentMessages.answerRequired)).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((r) => r.method === 'POST')).toBe(false);
  });

  it('deletes an FAQ only after the organizer confirms', async () => {
    const fetchMock = contentBackend((request) => (request.method === 'DELETE' ? { status: 204 } : undefined));
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Delete First question?' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('This removes it from the landing page. It cannot be undone.')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('First question? was removed.')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).find((r) => r.method === 'DELETE')?.url).toBe(`/api/admin/content/faqs/${FIRST}`);
  });

  it('moves an FAQ down by saving the new order', async () => {
    const fetchMock = contentBackend((request) => (request.url.endsWith('/reorder') ? { status: 200, body: [] } : undefined));
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Move First question? down' }));
    await waitFor(() => expect(recordedRequests(fetchMock).find((r) => r.url.endsWith('/reorder'))?.body).toEqual({ ids: [SECOND, FIRST] }));
  });

  it('shows the server’s message in a toast when a save is refused', async () => {
    contentBackend((request) =>
      request.method === 'PUT' ? { status: 400, body: { message: 'Question must be at most 300 characters' } } : undefined,
    );
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Edit First question?' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question must be at most 300 characters')).toBeInTheDocument();
  });

  it('asks for the content the chosen travel-resource type has and sends only that', async () => {
    const fetchMock = contentBackend((request) => {
      if (request.url === '/api/admin/content/travel-resources' && request.method === 'GET') return { status: 200, body: [] };
      if (request.method === 'POST') return { status: 201, body: { id: FIRST, ...(request.body as object), sample: false } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('tab', { name: 'Travel resources' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Address')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Address'), 'Somewhere 1');
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Phrase' }));
    expect(dialog.queryByLabelText('Address')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Title'), 'Greeting');
    await user.type(dialog.getByLabelText('Spanish'), 'Hola');
    await user.type(dialog.getByLabelText('English'), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(recordedRequests(fetchMock).find((r) => r.method === 'POST')?.body).toEqual({
        type: 'phrase',
        title: 'Greeting',
        content: { spanish: 'Hola', english: 'Hello' },
        order: 0,
      }),
    );
  });

  it('saves an itinerary day of the chosen year with its activities numbered in their new order', async () => {
    const day = {
      ...{ id: FIRST, year: 2026, dayNumber: 1, city: 'Mexico City', date: '2026-03-15', title: 'Welcome', dressCode: '' },
      ...{ sample: false, updatedBy: null, updatedAt: null },
      activities: [
        { order: 0, time: '9:00 AM', title: 'City walk', description: '', speakers: [] },
        { order: 1, time: '8:00 PM', title: 'Dinner', description: '', speakers: [] },
      ],
    };
    const fetchMock = contentBackend((request) => {
      if (request.url === '/api/admin/content/itinerary-days?year=2026') return { status: 200, body: [day] };
      if (request.url === '/api/admin/speakers?year=2026') return { status: 200, body: [] };
      if (request.method === 'PUT') return { status: 200, body: day };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('tab', { name: 'Itinerary' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Day 1: Welcome' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Move Activity 2 up' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recordedRequests(fetchMock).find((r) => r.method === 'PUT')).toBeDefined());
    const put = recordedRequests(fetchMock).find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/api/admin/content/itinerary-days/${FIRST}`);
    expect((put.body as { activities: { title: string; order: number }[] }).activities.map(({ title, order }) => ({ title, order }))).toEqual([
      { title: 'Dinner', order: 0 },
      { title: 'City walk', order: 1 },
    ]);
  });

  it('saves the edition settings as one document', async () => {
    const fetchMock = contentBackend((request) => {
      if (request.url !== '/api/admin/edition') return undefined;
      if (request.method === 'PUT') return { status: 200, body: { ...(request.body as object), updatedBy: organizer.id, updatedAt: new Date().toISOString() } };
      return { status: 200, body: { ...DEFAULT_EDITION_SETTINGS, updatedBy: null, updatedAt: null } };
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    const contact = await screen.findByLabelText('Contact email');
    await user.clear(contact);
    await user.type(contact, 'team@example.edu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(recordedRequests(fetchMock).find((r) => r.method === 'PUT')?.body).toEqual({ ...DEFAULT_EDITION_SETTINGS, contactEmail: 'team@example.edu' }),
    );
  });

  it('the year is read-only; the directory switch names the current cohort and is saved with the rest', async () => {
    const fetchMock = contentBackend((request) => {
      if (request.url !== '/api/admin/edition') return undefined;
      if (request.method === 'PUT') return { status: 200, body: { ...(request.body as object), updatedBy: organizer.id, updatedAt: new Date().toISOString() } };
      return { status: 200, body: { ...DEFAULT_EDITION_SETTINGS, updatedBy: null, updatedAt: null } };
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    expect(await screen.findByLabelText('Edition year')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('switch', { name: /^Show the 2026 cohort in the participant directory/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recordedRequests(fetchMock).find((r) => r.method === 'PUT')?.body).toEqual({ ...DEFAULT_EDITION_SETTINGS, directoryOpen: true }));
  });

  it('starts the next edition only after a dialog that says what will happen, naming the year it moves from', async () => {
    let year = 2026;
    const fetchMock = contentBackend((request) => {
      if (request.url === '/api/admin/edition/start-next' && request.method === 'POST') {
        year = 2027;
        return { status: 200, body: { ...DEFAULT_EDITION_SETTINGS, year, updatedBy: organizer.id, updatedAt: new Date().toISOString() } };
      }
      if (request.url !== '/api/admin/edition') return undefined;
      return { status: 200, body: { ...DEFAULT_EDITION_SETTINGS, year, updatedBy: null, updatedAt: null } };
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    await user.click(await screen.findByRole('button', { name: 'Start the 2027 edition' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start the 2027 edition?' });
    expect(dialog).toHaveTextContent('The year becomes 2027 everywhere');
    expect(dialog).toHaveTextContent('The trip moves to Sunday, March 14, 2027 – Sunday, March 21, 2027 and the application deadline to November 30, 2026');
    expect(dialog).toHaveTextContent('The 2026 itinerary, speakers and participant cohort stay, under their 2026 tabs.');
    expect(dialog).toHaveTextContent('2026 participants keep their accounts. Their portal becomes read-only');
    expect(recordedRequests(fetchMock).some((r) => r.url === '/api/admin/edition/start-next')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Start 2027' }));
    await waitFor(() => expect(recordedRequests(fetchMock).filter((r) => r.url === '/api/admin/edition/start-next').map((r) => r.body)).toEqual([{ fromYear: 2026 }]));
    expect(await screen.findByText('The 2027 edition has started')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start the 2028 edition' })).toBeInTheDocument();
  });
});
