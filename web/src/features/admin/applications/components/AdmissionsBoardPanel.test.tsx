import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admissionMessages, admissionsBoardSchema, offerNextResultSchema, publicEditionSchema, waitlistOrderSchema, type AdmissionsBoard } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../../test/api-server';
import { organizer, testEdition } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { answerAdmissionsBoard } from '../admissions-test-support';
import { AdmissionsBoardPanel } from './AdmissionsBoardPanel';

const ids = ['65a1b2c3d4e5f60718293a01', '65a1b2c3d4e5f60718293a02', '65a1b2c3d4e5f60718293a03'];
const board: AdmissionsBoard = {
  waitlist: ids.map((applicationId, index) => ({ applicationId, ref: `MT26-WAIT-000${index + 1}`, name: `Waiting ${index + 1}`, position: index + 1 })),
  drafts: { accepted: 2, waitlisted: 1, rejected: 0 },
  capacity: { totalSpots: 6, confirmed: 5, openOffers: 0, free: 1 },
};

function backend({ reorder = 'ok', autoOffer = true }: { reorder?: 'ok' | 'conflict'; autoOffer?: boolean } = {}) {
  signInOnApiServer(organizer);
  answerAdmissionsBoard(board);
  answer(
    http.get('/api/public/edition', () => contractJson(publicEditionSchema, testEdition({ admissions: { ...testEdition().admissions, waitlistAutoOffer: autoOffer } }))),
    http.put('/api/admin/applications/waitlist', async ({ request }) => {
      if (reorder === 'conflict') return errorJson(409, admissionMessages.waitlistMismatch);
      const order = waitlistOrderSchema.parse(await request.json());
      const entries = order.applicationIds.map((id, index) => ({ ...board.waitlist.find((entry) => entry.applicationId === id)!, position: index + 1 }));
      return contractJson(admissionsBoardSchema, { ...board, waitlist: entries });
    }),
    http.post('/api/admin/applications/waitlist/offer-next', () => contractJson(offerNextResultSchema, { offered: [ids[0]!] })),
  );
  return recordRequests();
}

const waitlist = async () => within(await screen.findByRole('list', { name: 'Waitlist' }));

describe('AdmissionsBoardPanel', () => {
  it('shows the seats and the drafts waiting for release', async () => {
    backend();
    renderFeature(<AdmissionsBoardPanel />);
    expect(await screen.findByText('6 spots')).toBeInTheDocument();
    expect(screen.getByText('5 confirmed')).toBeInTheDocument();
    expect(screen.getByText('1 free')).toBeInTheDocument();
    expect(screen.getByText('Draft decisions: 2 accept, 1 waitlist, 0 reject')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview and release…' })).toBeEnabled();
  });

  it('when an organizer moves the third waitlisted up, then the whole new order is saved and shown', async () => {
    const requests = backend();
    renderFeature(<AdmissionsBoardPanel />);
    const list = await waitlist();
    expect(list.getByRole('button', { name: 'Move MT26-WAIT-0001 up' })).toBeDisabled();
    await userEvent.click(list.getByRole('button', { name: 'Move MT26-WAIT-0003 up' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ applicationIds: [ids[0], ids[2], ids[1]] }));
    await waitFor(() => expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('1. MT26-WAIT-0001'),
      expect.stringContaining('2. MT26-WAIT-0003'),
      expect.stringContaining('3. MT26-WAIT-0002'),
    ]));
  });

  it('when the waitlist changed meanwhile, then the refusal shows and the list is read again', async () => {
    const requests = backend({ reorder: 'conflict' });
    renderFeature(<AdmissionsBoardPanel />);
    const list = await waitlist();
    await userEvent.click(list.getByRole('button', { name: 'Move MT26-WAIT-0002 down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(admissionMessages.waitlistMismatch);
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && request.url === '/api/admin/applications/admissions').length).toBeGreaterThanOrEqual(1));
  });

  it('when the edition offers freed seats on a click, then the button sends the offers; otherwise it is not there', async () => {
    const requests = backend({ autoOffer: false });
    const { unmount } = renderFeature(<AdmissionsBoardPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Offer the freed seat(s)' }));
    expect(await screen.findByText('1 offer(s) sent to the waitlist')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.url === '/api/admin/applications/waitlist/offer-next')).toBe(true);
    unmount();

    backend({ autoOffer: true });
    renderFeature(<AdmissionsBoardPanel />);
    expect(await screen.findByText(/offered to the next on the list automatically/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer the freed seat(s)' })).not.toBeInTheDocument();
  });
});
