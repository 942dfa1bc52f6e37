import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { participantProfileSchema, type ParticipantProfile } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { profilePaths } from '../profile/api/profile-api';
import { answerParticipantPortal, blankProfile, draftLogistics } from '../../../test/participant-portal';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import type { ParticipantTabId } from '../participant-tabs';
import { SetupProgress } from './SetupProgress';

// Component tests: MSW answers the participant service's profile and logistics reads.

const completeProfile = blankProfile(participant, {
  firstName: 'Pablo',
  lastName: 'Pérez',
  bio: 'Pablo is an MBA candidate.',
  photoUrl: '/media/pablo.png',
  program: 'MBA',
  university: 'Harvard University',
});

function openPortal({ profile, logisticsStatus, joined }: { profile: ParticipantProfile; logisticsStatus: 'DRAFT' | 'SUBMITTED'; joined: boolean }) {
  signInOnApiServer(participant);
  answerParticipantPortal({ profile: { ...profile, hasJoinedWhatsapp: joined }, logistics: draftLogistics(participant, { status: logisticsStatus }) });
  const onOpenTab = jest.fn<(id: ParticipantTabId) => void>();
  renderFeature(<SetupProgress onOpenTab={onOpenTab} />);
  return { onOpenTab };
}

const setupSection = async () => within(await screen.findByRole('region', { name: 'Your trek setup' }));

describe('participant setup progress', () => {
  it('when only the logistics are submitted, then 33% with Logistics marked done and no congratulation', async () => {
    openPortal({ profile: { ...completeProfile, photoUrl: '' }, logisticsStatus: 'SUBMITTED', joined: false });
    const setup = await setupSection();
    expect(await setup.findByRole('button', { name: 'Logistics: done' })).toBeInTheDocument();
    expect(setup.getByText('33% complete')).toBeInTheDocument();
    expect(setup.getByRole('button', { name: 'Profile: to do' })).toBeInTheDocument();
    expect(setup.getByRole('button', { name: 'WhatsApp: to do' })).toBeInTheDocument();
    expect(setup.queryByText(/Congratulations!/)).not.toBeInTheDocument();
  });

  it('when a chip is clicked, then its tab is asked for', async () => {
    const { onOpenTab } = openPortal({ profile: completeProfile, logisticsStatus: 'DRAFT', joined: false });
    const setup = await setupSection();
    await userEvent.click(setup.getByRole('button', { name: 'WhatsApp: to do' }));
    await waitFor(() => expect(onOpenTab).toHaveBeenCalledWith('whatsapp'));
  });

  it('when profile, logistics and WhatsApp are all done, then 100% and the congratulation shows', async () => {
    openPortal({ profile: completeProfile, logisticsStatus: 'SUBMITTED', joined: true });
    const setup = await setupSection();
    expect(await setup.findByText('100% complete')).toBeInTheDocument();
    expect(setup.getByText(/Congratulations!/)).toBeInTheDocument();
  });

  it('while the profile is read, then the card keeps its place (the tabs below do not move), and no chip can be used yet', async () => {
    openPortal({ profile: completeProfile, logisticsStatus: 'SUBMITTED', joined: true });
    let answerProfile = () => {};
    const profileAsked = new Promise<void>((resolve) => (answerProfile = resolve));
    answer(
      http.get(profilePaths.profile, async () => {
        await profileAsked;
        return contractJson(participantProfileSchema, { ...completeProfile, hasJoinedWhatsapp: true });
      }),
    );
    // The placeholder stands where the card will (hidden from assistive technology: it says nothing yet).
    expect(await screen.findByTestId('setup-progress-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument();

    answerProfile();
    const setup = await setupSection();
    expect(await setup.findByText('100% complete')).toBeInTheDocument();
    expect(screen.queryByTestId('setup-progress-placeholder')).not.toBeInTheDocument();
  });
});
