import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, contentMessages, type TeamMember } from '@trek/contracts';
import { recordedRequests, type RecordedRequest, type StubbedResponse } from '../../../test/fetch-stub';
import { organizer } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component tests: fetch is stubbed with the content service's answers; the service itself is
// covered by services/content/test/own-team-card.api.test.ts.

const PATH = '/api/admin/content/my-team-member';

const savedCard: TeamMember = {
  id: '65a1b2c3d4e5f60718293a4b',
  name: 'Ana Organizer',
  role: 'Co-Director',
  university: 'Stanford',
  program: 'MBA 2026',
  countryOfOrigin: 'Mexico',
  bio: 'Ana leads the trek.',
  photoUrl: '/media/team/ana.png',
  socials: { linkedin: 'https://linkedin.com/in/ana' },
  order: 2,
};

function backend(current: { card: TeamMember | null }, save?: (request: RecordedRequest) => StubbedResponse) {
  return (request: RecordedRequest): StubbedResponse => {
    if (request.url === PATH && request.method === 'GET') return { status: 200, body: { teamMember: current.card } };
    if (request.url === PATH && request.method === 'PUT') {
      if (save) return save(request);
      current.card = { id: current.card?.id ?? '65a1b2c3d4e5f60718293a4c', order: current.card?.order ?? 5, ...(request.body as Omit<TeamMember, 'id' | 'order'>) };
      return { status: 200, body: { teamMember: current.card } };
    }
    // The Email notifications card on the same tab (its own test covers it).
    if (request.url === '/api/admin/notification-settings') return { status: 200, body: DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const openTab = () => renderApp('/admin/dashboard?tab=my-profile');
const preview = async () => within(await screen.findByRole('region', { name: 'Live preview' }));
const puts = (fetchMock: ReturnType<typeof signInAs>) => recordedRequests(fetchMock).filter((request) => request.method === 'PUT');

describe('My Profile tab', () => {
  it('when the organizer has no card, then the form starts with their name and the preview follows what they type', async () => {
    signInAs(organizer, backend({ card: null }));
    openTab();
    expect(await screen.findByText(/You have no card yet/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana Organizer');
    const card = await preview();
    expect(card.getByRole('heading', { level: 3, name: 'Ana Organizer' })).toBeInTheDocument();
    expect(card.getByText('Your Role')).toBeInTheDocument();
    expect(card.getByText('Not shown on the home page yet')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Role/), 'Logistics Lead');
    await userEvent.type(screen.getByLabelText(/^Program/), 'MPP 2025');
    expect(card.getByText('Logistics Lead')).toBeInTheDocument();
    expect(card.getByText('MPP 2025')).toBeInTheDocument();
    expect(card.queryByText('Not shown on the home page yet')).not.toBeInTheDocument();
  });

  it('when the card is saved, then the whole card is sent without any owner and a toast confirms it', async () => {
    const fetchMock = signInAs(organizer, backend({ card: null }));
    openTab();
    await userEvent.type(await screen.findByLabelText(/^Role/), 'Co-Director');
    await userEvent.type(screen.getByLabelText('Bio'), 'Ana leads the trek.');
    await userEvent.type(screen.getByLabelText('LinkedIn'), 'https://linkedin.com/in/ana');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    const [put] = puts(fetchMock);
    expect(put?.body).toMatchObject({ name: 'Ana Organizer', role: 'Co-Director', bio: 'Ana leads the trek.', socials: { linkedin: 'https://linkedin.com/in/ana' } });
    expect(put?.body).not.toHaveProperty('userId');
    expect(put?.body).not.toHaveProperty('order');
    expect(await screen.findByText(/This is your card in the Who Are We\? section/)).toBeInTheDocument();
  });

  it('when a card exists, then it fills the form and the preview, and removing the photo shows initials instead', async () => {
    signInAs(organizer, backend({ card: savedCard }));
    openTab();
    expect(await screen.findByLabelText(/^University/)).toHaveValue('Stanford');
    expect(screen.getByLabelText('Position in the team')).toHaveValue('2');
    const card = await preview();
    expect(card.getByText('MBA 2026 · Stanford')).toBeInTheDocument();
    expect(card.getByRole('img', { name: /Ana Organizer/ })).toHaveAttribute('src', '/media/team/ana.png');

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(card.queryByRole('img', { name: /Ana Organizer/ })).not.toBeInTheDocument();
  });

  it('when a required field is empty, then the shared message shows and nothing is sent', async () => {
    const fetchMock = signInAs(organizer, backend({ card: savedCard }));
    openTab();
    await userEvent.clear(await screen.findByLabelText(/^Role/));
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(contentMessages.roleRequired)).toBeInTheDocument();
    expect(screen.getByText('Please check the form')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);
  });

  it('when the server refuses a field, then its message shows on that field and in a toast', async () => {
    signInAs(
      organizer,
      backend({ card: savedCard }, () => ({ status: 400, body: { message: 'Invalid input', errors: { university: 'University must be at most 120 characters' } } })),
    );
    openTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card not saved')).toBeInTheDocument();
    expect(screen.getByText('University must be at most 120 characters')).toBeInTheDocument();
  });

  it('when the card cannot be loaded, then the error shows with a retry', async () => {
    const current = { fail: true };
    signInAs(organizer, (request) =>
      current.fail && request.url === PATH ? { status: 503, body: { message: 'Content is unavailable' } } : backend({ card: savedCard })(request),
    );
    openTab();
    expect(await screen.findByText('Your team card could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Content is unavailable')).toBeInTheDocument();
    current.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText(/^University/)).toHaveValue('Stanford'));
  });
});
