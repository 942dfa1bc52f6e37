import { afterEach, describe, expect, it } from '@jest/globals';
import {
  adminContentItemSchemas,
  contentMessages,
  DEFAULT_EDITION_SETTINGS,
  editionSettingsSchema,
  editionViewSchema,
  faqInputSchema,
  itineraryDayInputSchema,
  nextEditionSettings,
  reorderSchema,
  startNextEditionSchema,
  teamMemberInputSchema,
  travelResourceInputSchema,
} from '@trek/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { z } from 'zod';
import { i18n } from '../../../i18n';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { ContentTab } from './ContentTab';
import { fillIn } from '../../../test/user-input';

// Component-level tests: MSW answers as the content service does; the real content service is
// covered by its own suite and the e2e journey.

const adminFaqs = z.array(adminContentItemSchemas.faqs);

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

/**
 * Signs the organizer in and answers as the content service does: a sample Team member and two
 * FAQs, then `handlers` for what the test does (they take precedence); returns the requests sent.
 */
function contentBackend(...handlers: RequestHandler[]) {
  signInOnApiServer(organizer);
  answer(
    http.get('/api/admin/content/team', () =>
      contractJson(z.array(adminContentItemSchemas.team), [
        { id: FIRST, name: 'Sample Organizer One', role: 'Co-Director', order: 0, socials: {}, sample: true, updatedBy: null, updatedAt: null },
      ]),
    ),
    http.get('/api/admin/content/faqs', () => contractJson(adminFaqs, [faq(FIRST, 'First question?', 0), faq(SECOND, 'Second question?', 1)])),
    ...handlers,
  );
  return recordRequests();
}

/** The organizers' edition read (the 2026 edition) and save. */
function editionHandlers(): RequestHandler[] {
  return [
    http.get('/api/admin/edition', () => contractJson(editionViewSchema, { ...DEFAULT_EDITION_SETTINGS, updatedBy: null, updatedAt: null })),
    http.put('/api/admin/edition', async ({ request }) => {
      const settings = editionSettingsSchema.parse(await request.json());
      return contractJson(editionViewSchema, { ...settings, updatedBy: organizer.id, updatedAt: '2026-01-11T09:00:00.000Z' });
    }),
  ];
}

async function openFaqs() {
  const user = userEvent.setup();
  renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
  await user.click(await screen.findByRole('tab', { name: 'FAQs' }));
  await screen.findByText('First question?');
  return user;
}

describe('Content tab', () => {
  it('opens on Team and marks sample items', async () => {
    contentBackend();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    expect(await screen.findByText('Sample Organizer One')).toBeInTheDocument();
    expect(screen.getByText('Sample')).toBeInTheDocument();
    for (const name of ['Team', 'Supporters', 'Itinerary', 'Places', 'FAQs', 'Travel resources', 'Edition settings', 'Decision emails']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });

  it('adds an FAQ with what the organizer typed, at the end of the list, and confirms with a toast', async () => {
    const requests = contentBackend(
      http.post('/api/admin/content/faqs', async ({ request }) => {
        const fields = faqInputSchema.parse(await request.json());
        return contractJson(adminContentItemSchemas.faqs, { ...faq('c'.repeat(24), fields.question, 2), ...fields }, { status: 201 });
      }),
    );
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, dialog.getByLabelText('Question'), 'Can I bring a friend?');
    await fillIn(user, dialog.getByLabelText('Answer'), 'Only through an application.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The landing page shows the change now.')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      question: 'Can I bring a friend?',
      answer: 'Only through an application.',
      category: '',
      es: { question: '', answer: '' },
      order: 2,
    });
  });

  it('when an organizer writes the Spanish version beside the English, then both are saved', async () => {
    const requests = contentBackend(
      http.post('/api/admin/content/faqs', async ({ request }) => {
        const fields = faqInputSchema.parse(await request.json());
        return contractJson(adminContentItemSchemas.faqs, { ...faq('c'.repeat(24), fields.question, 2), ...fields }, { status: 201 });
      }),
    );
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, dialog.getByLabelText('Question'), 'Is there a dress code?');
    await fillIn(user, dialog.getByLabelText('Question in Spanish (optional)'), '¿Hay código de vestimenta?');
    await fillIn(user, dialog.getByLabelText('Answer'), 'Business casual.');
    await fillIn(user, dialog.getByLabelText('Answer in Spanish (optional)'), 'Casual de negocios.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        question: 'Is there a dress code?',
        answer: 'Business casual.',
        es: { question: '¿Hay código de vestimenta?', answer: 'Casual de negocios.' },
      }),
    );
  });

  it('when an organizer adds a hotel with its Spanish address, then both addresses are sent', async () => {
    const adminTravelResource = adminContentItemSchemas['travel-resources'];
    const requests = contentBackend(
      http.get('/api/admin/content/travel-resources', () => contractJson(z.array(adminTravelResource), [])),
      http.post('/api/admin/content/travel-resources', async ({ request }) => {
        const fields = travelResourceInputSchema.parse(await request.json());
        return contractJson(adminTravelResource, { id: FIRST, ...fields, sample: false, updatedBy: null, updatedAt: null }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Travel resources' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, dialog.getByLabelText('Title'), 'Mexico City');
    await fillIn(user, dialog.getByLabelText('Address'), 'Paseo de la Reforma 1');
    await fillIn(user, dialog.getByLabelText('Address in Spanish (optional)'), 'Paseo de la Reforma 1, frente al Ángel');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        type: 'hotel',
        content: { address: 'Paseo de la Reforma 1' },
        es: { address: 'Paseo de la Reforma 1, frente al Ángel' },
      }),
    );
  });

  it('when an organizer edits a team card, then the Spanish role and bio sit beside the English and are sent with them', async () => {
    const requests = contentBackend(
      http.put(`/api/admin/content/team/${FIRST}`, async ({ request }) => {
        const fields = teamMemberInputSchema.parse(await request.json());
        return contractJson(adminContentItemSchemas.team, { id: FIRST, ...fields, sample: true, updatedBy: null, updatedAt: null });
      }),
    );
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('button', { name: 'Edit Sample Organizer One' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, dialog.getByLabelText('Role in Spanish (optional)'), 'Codirectora');
    await fillIn(user, dialog.getByLabelText('Bio in Spanish (optional)'), 'Perfil de ejemplo.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ role: 'Co-Director', es: { role: 'Codirectora', bio: 'Perfil de ejemplo.' } }));
  });

  it('shows the shared schema’s message and sends nothing when the answer is blank', async () => {
    const requests = contentBackend();
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, dialog.getByLabelText('Question'), 'Anything?');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(contentMessages.answerRequired)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('deletes an FAQ only after the organizer confirms', async () => {
    const requests = contentBackend(http.delete('/api/admin/content/faqs/:id', () => new HttpResponse(null, { status: 204 })));
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Delete First question?' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('This removes it from the landing page. It cannot be undone.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('First question? was removed.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(`/api/admin/content/faqs/${FIRST}`);
  });

  it('moves an FAQ down by saving the new order', async () => {
    const requests = contentBackend(
      http.post('/api/admin/content/faqs/reorder', async ({ request }) => {
        const { ids } = reorderSchema.parse(await request.json());
        const byId = new Map([faq(FIRST, 'First question?', 0), faq(SECOND, 'Second question?', 1)].map((item) => [item.id, item]));
        return contractJson(adminFaqs, ids.map((id, order) => ({ ...byId.get(id)!, order })));
      }),
    );
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Move First question? down' }));
    await waitFor(() => expect(requests.find((r) => r.url.endsWith('/reorder'))?.body).toEqual({ ids: [SECOND, FIRST] }));
  });

  it('shows the server’s message in a toast when a save is refused', async () => {
    contentBackend(http.put('/api/admin/content/faqs/:id', () => errorJson(400, 'Question must be at most 300 characters')));
    const user = await openFaqs();
    await user.click(screen.getByRole('button', { name: 'Edit First question?' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question must be at most 300 characters')).toBeInTheDocument();
  });

  it('asks for the content the chosen travel-resource type has and sends only that', async () => {
    const adminTravelResource = adminContentItemSchemas['travel-resources'];
    const requests = contentBackend(
      http.get('/api/admin/content/travel-resources', () => contractJson(z.array(adminTravelResource), [])),
      http.post('/api/admin/content/travel-resources', async ({ request }) => {
        const fields = travelResourceInputSchema.parse(await request.json());
        return contractJson(adminTravelResource, { id: FIRST, ...fields, sample: false, updatedBy: null, updatedAt: null }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Travel resources' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Address')).toBeInTheDocument();
    await fillIn(user, dialog.getByLabelText('Address'), 'Somewhere 1');
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Phrase' }));
    expect(dialog.queryByLabelText('Address')).not.toBeInTheDocument();
    await fillIn(user, dialog.getByLabelText('Title'), 'Greeting');
    await user.type(dialog.getByLabelText('Spanish'), 'Hola');
    await user.type(dialog.getByLabelText('English'), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        type: 'phrase',
        title: 'Greeting',
        content: { spanish: 'Hola', english: 'Hello' },
        es: { title: '', description: '' },
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
    const adminDay = adminContentItemSchemas['itinerary-days'];
    const inYear = (request: Request) => new URL(request.url).searchParams.get('year') === '2026';
    const requests = contentBackend(
      http.get('/api/admin/content/itinerary-days', ({ request }) => contractJson(z.array(adminDay), inYear(request) ? [day] : [])),
      http.get('/api/admin/speakers', () => contractJson(z.array(adminContentItemSchemas.speakers), [])),
      http.put(`/api/admin/content/itinerary-days/${FIRST}`, async ({ request }) => {
        const fields = itineraryDayInputSchema.parse(await request.json());
        return contractJson(adminDay, { ...day, ...fields });
      }),
    );
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Itinerary' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Day 1: Welcome' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Move Activity 2 up' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/api/admin/content/itinerary-days/${FIRST}`);
    expect((put.body as { activities: { title: string; order: number }[] }).activities.map(({ title, order }) => ({ title, order }))).toEqual([
      { title: 'Dinner', order: 0 },
      { title: 'City walk', order: 1 },
    ]);
  });

  it('saves the edition settings as one document', async () => {
    const requests = contentBackend(...editionHandlers());
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    const contact = await screen.findByLabelText('Contact email');
    await user.clear(contact);
    await fillIn(user, contact, 'team@example.edu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...DEFAULT_EDITION_SETTINGS, contactEmail: 'team@example.edu' }),
    );
  });

  it('when an organizer sets admissions and picks the deposit due date from a calendar, then the whole block is saved', async () => {
    const requests = contentBackend(...editionHandlers());
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    const totalSpots = await screen.findByRole('textbox', { name: /^Total spots/ });
    await user.clear(totalSpots);
    await user.type(totalSpots, '60');
    await user.click(screen.getByRole('radio', { name: /^Wait for an organizer to offer it/ }));
    await user.click(screen.getByRole('switch', { name: /^Blind review/ }));
    await user.click(screen.getByRole('button', { name: 'Add a criterion' }));
    await fillIn(user, screen.getByRole('textbox', { name: 'Criterion 4' }), 'Leadership');
    await fillIn(user, screen.getByRole('textbox', { name: 'Key of criterion 4' }), 'leadership');
    await user.click(screen.getByRole('button', { name: /^Deposit due date/ }));
    await user.click(await screen.findByRole('button', { name: '15 December 2025' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        ...DEFAULT_EDITION_SETTINGS,
        payments: { ...DEFAULT_EDITION_SETTINGS.payments, depositDueDate: '2025-12-15' },
        admissions: {
          ...DEFAULT_EDITION_SETTINGS.admissions,
          totalSpots: 60,
          waitlistAutoOffer: false,
          blindReview: true,
          criteria: [...DEFAULT_EDITION_SETTINGS.admissions.criteria, { key: 'leadership', label: 'Leadership' }],
        },
      }),
    );
  });

  it('when an organizer picks the transfer deadline from a calendar, then it is saved as the end of that day (UTC)', async () => {
    const requests = contentBackend(...editionHandlers());
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    await user.click(await screen.findByRole('button', { name: /^Spot transfer deadline/ }));
    // With none set the calendar opens on the rule's month: February of the edition's year.
    await user.click(await screen.findByRole('button', { name: '15 February 2026' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...DEFAULT_EDITION_SETTINGS, transferDeadline: '2026-02-15T23:59:59.999Z' }));
  });

  it('when two review criteria share a key, then the list says so and nothing is saved', async () => {
    const requests = contentBackend(...editionHandlers());
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    await user.click(await screen.findByRole('button', { name: 'Add a criterion' }));
    await fillIn(user, screen.getByRole('textbox', { name: 'Criterion 4' }), 'Fit again');
    await user.type(screen.getByRole('textbox', { name: 'Key of criterion 4' }), 'fit');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Two review criteria have the same key')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when the contact email is not an address, then the field says so in Spanish and nothing is saved', async () => {
      await act(() => i18n.changeLanguage('es'));
      const requests = contentBackend(...editionHandlers());
      const user = userEvent.setup();
      renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
      await user.click(await screen.findByRole('tab', { name: 'Ajustes de la edición' }));
      const contact = await screen.findByLabelText('Correo de contacto');
      await user.clear(contact);
      await fillIn(user, contact, 'no-es-un-correo');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(contact).toHaveAccessibleDescription('Escribe un correo de contacto válido'));
      expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    });

    it('when the total spots are zero, then the admissions block says so in Spanish and nothing is saved', async () => {
      await act(() => i18n.changeLanguage('es'));
      const requests = contentBackend(...editionHandlers());
      const user = userEvent.setup();
      renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
      await user.click(await screen.findByRole('tab', { name: 'Ajustes de la edición' }));
      expect(await screen.findByRole('heading', { name: 'Admisiones' })).toBeInTheDocument();
      const totalSpots = screen.getByRole('textbox', { name: /^Lugares en total/ });
      await user.clear(totalSpots);
      await user.type(totalSpots, '0');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText('El total de lugares debe ser un número entero entre 1 y 10000')).toBeInTheDocument();
      expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    });
  });

  it('the year is read-only; the directory switch names the current cohort and is saved with the rest', async () => {
    const requests = contentBackend(...editionHandlers());
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    expect(await screen.findByLabelText('Edition year')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('switch', { name: /^Show the 2026 cohort in the participant directory/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...DEFAULT_EDITION_SETTINGS, directoryOpen: true }));
  });

  it('starts the next edition only after a dialog that says what will happen, naming the year it moves from', async () => {
    let current = DEFAULT_EDITION_SETTINGS;
    const requests = contentBackend(
      http.get('/api/admin/edition', () => contractJson(editionViewSchema, { ...current, updatedBy: null, updatedAt: null })),
      http.post('/api/admin/edition/start-next', async ({ request }) => {
        startNextEditionSchema.parse(await request.json());
        current = nextEditionSettings(current);
        return contractJson(editionViewSchema, { ...current, updatedBy: organizer.id, updatedAt: '2026-01-11T09:00:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Edition settings' }));
    await user.click(await screen.findByRole('button', { name: 'Start the 2027 edition' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start the 2027 edition?' });
    expect(dialog).toHaveTextContent('The year becomes 2027 everywhere');
    expect(dialog).toHaveTextContent('The trip moves to Sunday, March 14, 2027 – Sunday, March 21, 2027 and the application deadline to November 30, 2026');
    expect(dialog).toHaveTextContent('The 2026 itinerary, speakers and participant cohort stay, under their 2026 tabs.');
    expect(dialog).toHaveTextContent('2026 participants keep their accounts. Their portal becomes read-only');
    expect(requests.some((r) => r.url === '/api/admin/edition/start-next')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Start 2027' }));
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/admin/edition/start-next').map((r) => r.body)).toEqual([{ fromYear: 2026 }]));
    expect(await screen.findByText('The 2027 edition has started')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start the 2028 edition' })).toBeInTheDocument();
  });
});
