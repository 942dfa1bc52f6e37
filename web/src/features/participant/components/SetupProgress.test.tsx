import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantProfile } from '@trek/contracts';
import { participant } from '../../../test/fixtures';
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
});
