import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { participantMessages, participantProfileSchema, participantProfileUpdateSchema, publicEditionSchema, type ParticipantProfile, type PublicEdition } from '@trek/contracts';
import { delay, http } from 'msw';
import { answer, answerWhenReleased, contractJson, errorJson } from '../../../test/api-server';
import { participant, testEdition } from '../../../test/fixtures';
import { answerParticipantPortal, blankProfile } from '../../../test/participant-portal';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { profilePaths } from './api/profile-api';
import { socialMediaStorageKey } from './social-media-storage';
import { ProfileTab } from './ProfileTab';
import { fillIn } from '../../../test/user-input';

// Component tests: the API is mocked (MSW) with the participant service's answers; the service
// itself is covered by its API tests.

function profileOf(overrides: Partial<ParticipantProfile> = {}): ParticipantProfile {
  return blankProfile(participant, { firstName: 'Pablo', lastName: 'Pérez', program: 'MBA', university: 'Harvard University', ...overrides });
}

/**
 * The participant portal with `profile` saved, in `edition`; `onSave` answers the PUT. Returns the
 * bodies the form sent, each checked against the update contract the server parses them with.
 */
function participantService(profile: ParticipantProfile, onSave: () => Response | Promise<Response>, edition: PublicEdition) {
  const saves: unknown[] = [];
  signInOnApiServer(participant);
  answerParticipantPortal({ profile, edition: { year: edition.year, currentYear: edition.year, pastEdition: false } });
  answer(
    http.get('/api/public/edition', () => contractJson(publicEditionSchema, edition)),
    http.put(profilePaths.profile, async ({ request }) => {
      const body: unknown = await request.json();
      participantProfileUpdateSchema.parse(body);
      saves.push(body);
      return onSave();
    }),
  );
  return saves;
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

async function openProfile(profile: ParticipantProfile, onSave?: () => Response | Promise<Response>, edition: PublicEdition = testEdition()) {
  const saves = participantService(profile, onSave ?? (() => contractJson(participantProfileSchema, profile)), edition);
  renderFeature(<ProfileTab />, { path: '/participant/dashboard#profile' });
  await screen.findByRole('textbox', { name: /First Name/ });
  return saves;
}

describe('participant profile tab', () => {
  it('while the profile loads, then it says Loading profile...', async () => {
    participantService(profileOf(), () => contractJson(participantProfileSchema, profileOf()), testEdition());
    answer(http.get(profilePaths.profile, () => delay('infinite')));
    renderFeature(<ProfileTab />, { path: '/participant/dashboard#profile' });
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
  });

  it('while the profile loads, then the password and data cards wait for the form, which would push them down as it arrives', async () => {
    participantService(profileOf(), () => contractJson(participantProfileSchema, profileOf()), testEdition());
    const answerProfile = answerWhenReleased(profilePaths.profile, () => contractJson(participantProfileSchema, profileOf()));
    renderFeature(<ProfileTab />, { path: '/participant/dashboard#profile' });
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();

    answerProfile();
    expect(await screen.findByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
  });

  it('when four of six items are filled, then 67% Complete with the nudge, and typing a bio makes it 83%', async () => {
    await openProfile(profileOf());
    expect(screen.getByText('67% Complete')).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Profile checklist' });
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First Name: done',
      'Last Name: done',
      'Bio: missing',
      'Photo: missing',
      'Program: done',
      'University: done',
    ]);
    expect(screen.getByText('Complete your profile to be featured in the participant directory!')).toBeInTheDocument();

    const user = userEvent.setup();
    await fillIn(user, screen.getByRole('textbox', { name: 'Bio' }), 'Pablo is an MBA candidate.');
    expect(screen.getByText('83% Complete')).toBeInTheDocument();
  });

  it('when a saved photo is there too, then 100% Complete and no nudge', async () => {
    await openProfile(profileOf({ bio: 'Pablo is an MBA candidate.', photoUrl: '/media/pablo.png' }));
    expect(screen.getByText('100% Complete')).toBeInTheDocument();
    expect(screen.queryByText('Complete your profile to be featured in the participant directory!')).not.toBeInTheDocument();
  });

  it('when the profile is complete but its cohort is not open yet, then it says when the card will appear instead of promising it', async () => {
    await openProfile(profileOf({ bio: 'Pablo is an MBA candidate.', photoUrl: '/media/p.png', cohortYears: [2027] }), undefined, testEdition({ year: 2027 }));
    expect(await screen.findByText(participantMessages.directoryWaiting(2027))).toBeInTheDocument();
    expect(screen.queryByText(participantMessages.completeProfileHint)).not.toBeInTheDocument();
    expect(screen.queryByText(participantMessages.directoryListed)).not.toBeInTheDocument();
  });

  it('when organizers have opened the cohort, then a complete profile says its card is in the directory', async () => {
    await openProfile(profileOf({ bio: 'Pablo is an MBA candidate.', photoUrl: '/media/p.png', cohortYears: [2027] }), undefined, testEdition({ year: 2027, directoryOpen: true }));
    expect(await screen.findByText(participantMessages.directoryListed)).toBeInTheDocument();
  });

  it('when the edition is 2027, then the trek years offered run from 2024 to 2027', async () => {
    await openProfile(profileOf({ cohortYears: [2027] }), undefined, testEdition({ year: 2027 }));
    const group = await screen.findByRole('group', { name: /Trek Years/ });
    await within(group).findByRole('checkbox', { name: '2027' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['2024', '2025', '2026', '2027']);
    expect(within(group).getByRole('checkbox', { name: '2027' })).toBeChecked();
  });

  it('when the bio passes 150 words, then the counter turns to the limit message and Save sends nothing but a Bio Too Long toast', async () => {
    const saves = await openProfile(profileOf());
    const user = userEvent.setup();
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await user.click(bio);
    await user.paste(words(150));
    expect(screen.getByText('150/150 words')).toBeInTheDocument();
    expect(screen.queryByText('Bio exceeds word limit')).not.toBeInTheDocument();
    await fillIn(user, bio, ' one-more');
    expect(screen.getByText('151/150 words')).toBeInTheDocument();
    expect(screen.getByText('Bio exceeds word limit')).toBeInTheDocument();
    // An over-long bio does not count as a completed item.
    expect(screen.getByText('67% Complete')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Bio Too Long')).toBeInTheDocument();
    expect(screen.getByText('Bio must be 150 words or less')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('when a required field is emptied, then its message shows and nothing is sent', async () => {
    const saves = await openProfile(profileOf());
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findAllByText(participantMessages.firstNameRequired)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription(participantMessages.firstNameRequired);
    expect(saves).toEqual([]);
  });

  it('when the profile is saved, then the country goes as nationality, trek years sorted, and Profile Updated shows', async () => {
    let answerSave: () => void = () => {};
    const saved = new Promise<void>((resolve) => (answerSave = resolve));
    const savedProfile = profileOf({ countryOfOrigin: 'Mexico', cohortYears: [2024, 2026], instagram: '@pablo' });
    const saves = await openProfile(profileOf(), async () => {
      await saved;
      return contractJson(participantProfileSchema, savedProfile);
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'Mexico');
    await user.click(screen.getByRole('checkbox', { name: '2024' }));
    await user.type(screen.getByRole('textbox', { name: 'Instagram' }), '@pablo');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(saves).toHaveLength(1));
    const [put] = saves;
    expect(put).toMatchObject({ firstName: 'Pablo', nationality: 'Mexico', cohortYears: [2024, 2026], instagram: '@pablo' });
    expect(put).not.toHaveProperty('countryOfOrigin');

    answerSave();
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been saved successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('when the save fails, then the Error / Failed to save profile toast shows', async () => {
    await openProfile(profileOf(), () => errorJson(500, 'Database down'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to save profile')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('when the browser kept social handles, then they fill the blanks but the server value wins', async () => {
    window.localStorage.setItem(
      socialMediaStorageKey(participant.id),
      JSON.stringify({ instagram: '@local_insta', twitter: '@local_x', facebook: '', tiktok: '@local_tiktok', threads: '' }),
    );
    await openProfile(profileOf({ twitter: '@server_x' }));
    expect(screen.getByRole('textbox', { name: 'Instagram' })).toHaveValue('@local_insta');
    expect(screen.getByRole('textbox', { name: 'Twitter/X' })).toHaveValue('@server_x');

    const user = userEvent.setup();
    await fillIn(user, screen.getByRole('textbox', { name: 'Facebook' }), 'pablo.fb');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(socialMediaStorageKey(participant.id)) ?? '{}')).toEqual({
        instagram: '@local_insta',
        twitter: '@server_x',
        facebook: 'pablo.fb',
        tiktok: '@local_tiktok',
        threads: '',
      }),
    );
  });

  it('when the profile is blank, then the preview shows the placeholders and no bio', async () => {
    await openProfile(profileOf({ firstName: '', lastName: '', program: '', university: '' }));
    const preview = screen.getByRole('region', { name: 'Live Preview' });
    expect(within(preview).getByRole('heading', { name: 'Your Name' })).toBeInTheDocument();
    expect(within(preview).getByText('Your Program • Your University')).toBeInTheDocument();
  });

  it('when the bio is longer than 180 characters, then the preview cuts it with ... and See More / See Less', async () => {
    const bio = `${'a'.repeat(150)} ${'b'.repeat(60)}`;
    await openProfile(profileOf({ bio, countryOfOrigin: 'Mexico', linkedin: 'https://linkedin.com/in/pablo' }));
    const preview = within(screen.getByRole('region', { name: 'Live Preview' }));
    expect(preview.getByRole('heading', { name: 'Pablo Pérez' })).toBeInTheDocument();
    expect(preview.getByText('MBA • Harvard University')).toBeInTheDocument();
    expect(preview.getByText('From Mexico')).toBeInTheDocument();
    expect(preview.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://linkedin.com/in/pablo');
    expect(preview.getByText(`${bio.slice(0, 180)}...`)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(preview.getByRole('button', { name: 'See More' }));
    expect(preview.getByText(bio)).toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'See Less' }));
    expect(preview.getByText(`${bio.slice(0, 180)}...`)).toBeInTheDocument();
  });

  it('when there is a photo, then the preview frames it in the profile crop’s 16:9 shape, not a square', async () => {
    await openProfile(profileOf({ photoUrl: '/media/pablo.png' }));
    const preview = within(screen.getByRole('region', { name: 'Live Preview' }));
    const photo = preview.getByRole('img', { name: /Pablo Pérez/ });
    expect(photo).toHaveAttribute('width', '240');
    expect(photo).toHaveAttribute('height', '135');
    expect(photo.style.aspectRatio).toBe('240 / 135');
  });
});
