import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantProfile } from '@trek/contracts';
import { participant } from '../../../test/fixtures';
import { answerParticipantPortal, answerParticipantTabs, blankProfile, draftLogistics } from '../../../test/participant-portal';
import { renderApp, signInOnApiServer } from '../../../test/render-app';

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
  answerParticipantTabs();
  return renderApp('/participant/dashboard#transfer');
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

  it('when a chip is clicked, then its tab opens and the URL hash follows', async () => {
    const { router } = openPortal({ profile: completeProfile, logisticsStatus: 'DRAFT', joined: false });
    const setup = await setupSection();
    // The tab's code loads after the click (tabs are preloadable chunks): the click's update suspends,
    // so it runs in an awaited act for React to finish it when the code arrives.
    const user = userEvent.setup();
    await act(async () => {
      await user.click(setup.getByRole('button', { name: 'WhatsApp: to do' }));
    });
    // The tab's code may still be loading (tabs are preloadable chunks): wait for it to be selected.
    expect(await screen.findByRole('tab', { name: 'WhatsApp', selected: true })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#whatsapp');
  });

  it('when profile, logistics and WhatsApp are all done, then 100% and the congratulation shows', async () => {
    openPortal({ profile: completeProfile, logisticsStatus: 'SUBMITTED', joined: true });
    const setup = await setupSection();
    expect(await setup.findByText('100% complete')).toBeInTheDocument();
    expect(setup.getByText(/Congratulations!/)).toBeInTheDocument();
  });
});
