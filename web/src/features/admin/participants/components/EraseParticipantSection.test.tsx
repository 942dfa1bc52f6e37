import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERASED_PARTICIPANT_NAME, erasureResultSchema, participantDetailSchema, privacyMessages, type ParticipantDetail } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../../test/api-server';
import { organizer, participant } from '../../../../test/fixtures';
import { blankProfile } from '../../../../test/participant-portal';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { ParticipantDetailDrawer } from './ParticipantDetailDrawer';

// Component test: the erasure at the foot of a participant's details (Participants → a person),
// MSW answering as the participant service does; what an erasure deletes, in every service, is
// covered by services/participant/test/privacy.api.test.ts.

const USER_ID = participant.id;
const ERASE_PATH = `/api/admin/participants/${USER_ID}/erase`;

const detailOf = (account: ParticipantDetail['account'], profile: ParticipantDetail['profile']): ParticipantDetail => ({
  account,
  profile,
  profileCompletion: { items: [], completed: 0, percent: 0 },
  setup: { items: [], completed: 0, percent: 0 },
  logistics: {
    status: 'NOT_STARTED',
    submittedAt: null,
    updatedAt: null,
    legalName: null,
    schoolAffiliation: null,
    roommatePreference: null,
    roommateNameOrNA: null,
    dietaryPreferences: [],
    day0Decision: null,
    day0Locked: false,
    day2Preference: null,
  },
  transfer: { transferCount: 0, receivedByTransfer: false, clearedAt: null, transferredTo: null, receivedFrom: null, awaitingRecipient: false, returnedToWaitlist: false, transfers: [] },
});

const lucia = detailOf(
  { userId: USER_ID, fullName: 'Lucía Hernández', email: 'lucia@stanford.edu', disabled: false, lastSignInAt: null },
  blankProfile(participant, { firstName: 'Lucía', lastName: 'Hernández' }),
);
/** The same person as the participant service reads them once erased: auth keeps the account, without name or email. */
const erased = detailOf({ userId: USER_ID, fullName: ERASED_PARTICIPANT_NAME, email: `erased-${USER_ID}@erased.invalid`, disabled: true, lastSignInAt: null }, blankProfile(participant));

/**
 * Signs the organizer in and opens the person's details; the erasure answers `eraseAnswer`, or
 * erases (after which the details read as erased). Returns the requests sent.
 */
function openDetails({ detail = lucia, eraseAnswer }: { detail?: ParticipantDetail; eraseAnswer?: () => Response } = {}) {
  let current = detail;
  signInOnApiServer(organizer);
  answer(
    http.get(`/api/admin/participants/${USER_ID}`, () => contractJson(participantDetailSchema, current)),
    http.post(ERASE_PATH, () => {
      if (eraseAnswer) return eraseAnswer();
      current = erased;
      return contractJson(erasureResultSchema, {
        userId: USER_ID,
        account: true,
        profile: true,
        logistics: true,
        whatsapp: 1,
        transfers: 0,
      });
    }),
  );
  const requests = recordRequests();
  renderFeature(<ParticipantDetailDrawer userId={USER_ID} onClose={() => undefined} />);
  return requests;
}

const eraseRequests = (requests: { method: string; url: string }[]) => requests.filter((request) => request.method === 'POST' && request.url === ERASE_PATH);

describe('erasing a participant\'s data', () => {
  it('when an organizer asks to erase, then a dialog names the person and everything that goes, and nothing is sent until they confirm', async () => {
    const requests = openDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Erase data…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase Lucía Hernández\'s data?' }));
    expect(dialog.getByText('This deletes, for Lucía Hernández:')).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'the account: disabled, its name, email and password deleted (they can no longer sign in)',
      'the profile and directory card, and the WhatsApp confirmation',
      'the logistics: passport number, date of birth, travel, rooming and dietary details',
      'every feedback message they sent',
      'which announcements they read (read receipts)',
      'their application(s) with the review history',
      'their spot transfer records',
    ]);
    expect(dialog.getByText('This cannot be undone.')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Erase Lucía Hernández\'s data?' })).not.toBeInTheDocument());
    expect(eraseRequests(requests)).toEqual([]);
  });

  it('when the organizer confirms, then one erasure is sent, a toast confirms it and the details read as an erased participant without the button', async () => {
    const requests = openDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Erase data…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase Lucía Hernández\'s data?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Erase everything' }));

    expect(await screen.findByText('Data erased')).toBeInTheDocument();
    expect(screen.getByText('Account, profile and logistics deleted; their applications, feedback, uploads and emails follow within a minute.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Erase data…' })).not.toBeInTheDocument());
    expect(screen.getAllByText(ERASED_PARTICIPANT_NAME).length).toBeGreaterThan(0);
    expect(screen.queryByText('lucia@stanford.edu')).not.toBeInTheDocument();
    expect(eraseRequests(requests)).toHaveLength(1);
  });

  it('when the erasure fails, then the service\'s reason shows and the button stays to try again', async () => {
    const requests = openDetails({ eraseAnswer: () => errorJson(503, privacyMessages.erasureEventsUnavailable) });

    await userEvent.click(await screen.findByRole('button', { name: 'Erase data…' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Erase Lucía Hernández\'s data?' })).getByRole('button', { name: 'Erase everything' }));

    const alert = within(await screen.findByRole('alert', { name: 'The data could not be erased' }));
    expect(alert.getByText(privacyMessages.erasureEventsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase data…' })).toBeEnabled();
    expect(screen.queryByText('Data erased')).not.toBeInTheDocument();
    expect(eraseRequests(requests)).toHaveLength(1);
  });

  it('when the person was already erased, then there is nothing left to erase', async () => {
    openDetails({ detail: erased });

    expect((await screen.findAllByText(ERASED_PARTICIPANT_NAME)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Erase data…' })).not.toBeInTheDocument();
    expect(screen.queryByText('Erase this person\'s data')).not.toBeInTheDocument();
  });
});
