import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS,
  contentMessages,
  myTeamCardInputSchema,
  myTeamMemberResponseSchema,
  organizerNotificationSettingsSchema,
  type MyTeamCardInput,
  type TeamMember,
} from '@trek/contracts';
import { http } from 'msw';
import { answer, answerWhenReleased, contractJson, errorJson, fixture } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { MyProfileTab } from './MyProfileTab';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers as the content service does; the service itself is covered by
// services/content/test/own-team-card.api.test.ts.

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

/**
 * Signs the organizer in and answers the tab as the content service does, with `card` stored
 * (`refuseSave` answers a save instead); returns the cards sent, as they arrived.
 */
function backend(card: TeamMember | null, refuseSave?: () => Response) {
  signInOnApiServer(organizer);
  let current = card === null ? null : fixture(myTeamMemberResponseSchema, { teamMember: card }).teamMember;
  const saved: unknown[] = [];
  answer(
    http.get(PATH, () => contractJson(myTeamMemberResponseSchema, { teamMember: current })),
    http.put(PATH, async ({ request }) => {
      const sent = await request.json();
      saved.push(sent);
      if (refuseSave) return refuseSave();
      const fields: MyTeamCardInput = myTeamCardInputSchema.parse(sent);
      current = { ...fields, id: current?.id ?? '65a1b2c3d4e5f60718293a4c', order: current?.order ?? 5 };
      return contractJson(myTeamMemberResponseSchema, { teamMember: current });
    }),
    // The Email notifications card on the same tab (its own test covers it).
    http.get('/api/admin/notification-settings', () => contractJson(organizerNotificationSettingsSchema, DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS)),
  );
  return saved;
}

/** The English role field (its label ends in the required mark), not the Spanish one beside it. */
const ENGLISH_ROLE = /^Role(?! in Spanish)/;

const openTab = () => renderFeature(<MyProfileTab />, { path: '/admin/dashboard?tab=my-profile' });
const preview = async () => within(await screen.findByRole('region', { name: 'Live preview' }));

describe('My Profile tab', () => {
  it('while the card loads, then the email and password cards wait for it, which would push them down as it arrives', async () => {
    backend(savedCard);
    const answerCard = answerWhenReleased(PATH, () => contractJson(myTeamMemberResponseSchema, { teamMember: savedCard }));
    renderFeature(<MyProfileTab />, { path: '/admin/dashboard?tab=my-profile' });
    expect(await screen.findByText('Loading your team card...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();

    answerCard();
    expect(await screen.findByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Co-Director')).toBeInTheDocument();
  });

  it('when the organizer has no card, then the form starts with their name and the preview follows what they type', async () => {
    backend(null);
    openTab();
    expect(await screen.findByText(/You have no card yet/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana Organizer');
    const card = await preview();
    expect(card.getByRole('heading', { level: 3, name: 'Ana Organizer' })).toBeInTheDocument();
    expect(card.getByText('Your Role')).toBeInTheDocument();
    expect(card.getByText('Not shown on the home page yet')).toBeInTheDocument();

    await fillIn(userEvent, screen.getByLabelText(ENGLISH_ROLE), 'Logistics Lead');
    await fillIn(userEvent, screen.getByLabelText(/^Program/), 'MPP 2025');
    expect(card.getByText('Logistics Lead')).toBeInTheDocument();
    expect(card.getByText('MPP 2025')).toBeInTheDocument();
    expect(card.queryByText('Not shown on the home page yet')).not.toBeInTheDocument();
  });

  it('when the card is saved, then the whole card is sent without any owner and a toast confirms it', async () => {
    const saved = backend(null);
    openTab();
    await fillIn(userEvent, await screen.findByLabelText(ENGLISH_ROLE), 'Co-Director');
    await fillIn(userEvent, screen.getByLabelText('Bio'), 'Ana leads the trek.');
    await fillIn(userEvent, screen.getByLabelText('LinkedIn'), 'https://linkedin.com/in/ana');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    const [put] = saved;
    expect(put).toMatchObject({ name: 'Ana Organizer', role: 'Co-Director', bio: 'Ana leads the trek.', socials: { linkedin: 'https://linkedin.com/in/ana' } });
    expect(put).not.toHaveProperty('userId');
    expect(put).not.toHaveProperty('order');
    expect(await screen.findByText(/This is your card in the Who Are We\? section/)).toBeInTheDocument();
  });

  it('when the organizer writes a Spanish role and bio beside the English, then both are sent', async () => {
    const saved = backend(null);
    openTab();
    await fillIn(userEvent, await screen.findByLabelText(ENGLISH_ROLE), 'Co-Director');
    await fillIn(userEvent, screen.getByLabelText('Role in Spanish (optional)'), 'Codirectora');
    await fillIn(userEvent, screen.getByLabelText('Bio'), 'Ana leads the trek.');
    await fillIn(userEvent, screen.getByLabelText('Bio in Spanish (optional)'), 'Ana dirige el viaje.');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ role: 'Co-Director', bio: 'Ana leads the trek.', es: { role: 'Codirectora', bio: 'Ana dirige el viaje.' } });
    expect(screen.getByLabelText('Role in Spanish (optional)')).toHaveValue('Codirectora');
  });

  it('when a card exists, then it fills the form and the preview, and removing the photo shows initials instead', async () => {
    backend(savedCard);
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
    const saved = backend(savedCard);
    openTab();
    await userEvent.clear(await screen.findByLabelText(ENGLISH_ROLE));
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(contentMessages.roleRequired)).toBeInTheDocument();
    expect(screen.getByText('Please check the form')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('when the server refuses a field, then its message shows on that field and in a toast', async () => {
    backend(savedCard, () => errorJson(400, 'Invalid input', { university: 'University must be at most 120 characters' }));
    openTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card not saved')).toBeInTheDocument();
    expect(screen.getByText('University must be at most 120 characters')).toBeInTheDocument();
  });

  it('when the card cannot be loaded, then the error shows with a retry', async () => {
    backend(savedCard);
    // The first read fails; the retry finds the card.
    answer(http.get(PATH, () => errorJson(503, 'Content is unavailable'), { once: true }));
    openTab();
    expect(await screen.findByText('Your team card could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Content is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText(/^University/)).toHaveValue('Stanford'));
  });
});
