import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEditionSchema, participantEditionSchema, participantProfileSchema, whatsappConfirmSchema, type ParticipantProfile } from '@trek/contracts';
import { http } from 'msw';
import { formatDateTime } from '../../../lib/format-date';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { WhatsappTab } from './WhatsappTab';

// Component tests: the tab as the participant dashboard shows it, MSW answering as the participant
// and content services do; the group link read itself is covered by the content service's API tests.

const LINK = 'https://chat.whatsapp.com/trek-2026';
const JOINED_AT = '2026-01-20T15:30:00.000Z';

const status = (joined: boolean): Pick<ParticipantProfile, 'hasJoinedWhatsapp' | 'whatsappJoinedAt'> => ({
  hasJoinedWhatsapp: joined,
  whatsappJoinedAt: joined ? JOINED_AT : null,
});

const profile = (joined: boolean) => contractJson(participantProfileSchema, { id: 'p1', userId: participant.id, ...status(joined) });

/** Signs the participant in, answers the tab and shows it; returns the confirmations sent, as they arrived. */
function openWhatsappTab({ link = LINK, joined = false, onConfirm }: { link?: string; joined?: boolean; onConfirm?: () => Response } = {}) {
  signInOnApiServer(participant);
  let hasJoined = joined;
  const confirmations: unknown[] = [];
  answer(
    http.get('/api/member/edition', () => contractJson(memberEditionSchema, { whatsappGroupUrl: link })),
    // The participant's own edition: this year's, so the tab is not a past edition's record.
    http.get('/api/participant/edition', () => contractJson(participantEditionSchema, { year: 2026, currentYear: 2026, pastEdition: false })),
    http.get('/api/participant/profile', () => profile(hasJoined)),
    http.put('/api/participant/whatsapp', async ({ request }) => {
      const sent = await request.json();
      confirmations.push(sent);
      whatsappConfirmSchema.parse(sent);
      const reply = onConfirm?.() ?? profile(true);
      if (reply.ok) hasJoined = true;
      return reply;
    }),
  );
  renderFeature(<WhatsappTab />);
  return confirmations;
}

describe('participant WhatsApp tab', () => {
  it('when not joined, then the confirm button stays disabled until the box is ticked, and confirming shows the joined time', async () => {
    const confirmations = openWhatsappTab();
    const user = userEvent.setup();
    expect(await screen.findByText(LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the WhatsApp group in a new tab' })).toHaveAttribute('href', LINK);
    const confirm = screen.getByRole('button', { name: "Confirm I've Joined" });
    expect(confirm).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'I have joined the Mexico Trek WhatsApp group' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('WhatsApp Status Updated')).toBeInTheDocument();
    expect(screen.getByText("Great! You've confirmed joining the WhatsApp group.")).toBeInTheDocument();
    expect(await screen.findByText(`Confirmed on ${formatDateTime(JOINED_AT)}`)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(confirmations).toEqual([{ joined: true }]);
  });

  it('when the confirmation fails, then Update Failed shows the server message and the box stays to try again', async () => {
    openWhatsappTab({ onConfirm: () => errorJson(500, 'Database down') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'I have joined the Mexico Trek WhatsApp group' }));
    await user.click(screen.getByRole('button', { name: "Confirm I've Joined" }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Confirm I've Joined" })).toBeEnabled();
  });

  it('when already joined, then the joined view shows the confirmation time and no confirm form', async () => {
    openWhatsappTab({ joined: true });
    expect(await screen.findByText(`Confirmed on ${formatDateTime(JOINED_AT)}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You're in the WhatsApp group" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Confirm I've Joined" })).not.toBeInTheDocument();
  });

  it('when Copy Link works, then Link Copied; when the clipboard refuses, then Copy Failed asks to copy by hand', async () => {
    openWhatsappTab();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK);

    writeText.mockRejectedValueOnce(new Error('Denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Please copy the link manually')).toBeInTheDocument();
  });

  it('when organizers have not set the link, then it says so and offers no Open or Copy button, and joining cannot be confirmed', async () => {
    openWhatsappTab({ link: '' });
    expect(await screen.findByText(/The organizers have not shared the group link yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the WhatsApp group in a new tab' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I have joined the Mexico Trek WhatsApp group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Confirm I've Joined" })).not.toBeInTheDocument();
  });
});
