import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { ownRoomsSchema, type OwnRooms } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, recordRequests } from '../../../../test/api-server';
import { participant } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { tripCardPaths } from '../offline/trip-card-cache';
import { RoommatesSection } from './RoommatesSection';

function rooms(answerWith: OwnRooms) {
  signInOnApiServer(participant);
  answer(http.get(tripCardPaths.tripRooms, () => contractJson(ownRoomsSchema, answerWith)));
  return recordRequests();
}

describe('Your room on the trip card', () => {
  it('shows nothing while organizers have not published the rooms', async () => {
    const requests = rooms({ published: false, rooms: [] });
    const view = renderFeature(<RoommatesSection />, { path: '/participant/dashboard' });
    await waitFor(() => expect(requests.map(({ url }) => url)).toContain(tripCardPaths.tripRooms));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Your room' })).not.toBeInTheDocument();
  });

  it('once published, shows each room with its night and the roommates by name', async () => {
    rooms({
      published: true,
      rooms: [
        { label: 'Hotel Catedral 204', night: null, roommates: [{ name: 'Bea Ruiz' }, { name: 'Cai Soto' }] },
        { label: 'Casa Oaxaca 3', night: '2026-03-18', roommates: [] },
      ],
    });
    renderFeature(<RoommatesSection />, { path: '/participant/dashboard' });
    expect(await screen.findByRole('region', { name: 'Your room' })).toBeInTheDocument();
    expect(screen.getByText('Hotel Catedral 204')).toBeInTheDocument();
    expect(screen.getByText('Whole trip')).toBeInTheDocument();
    expect(screen.getByText('Bea Ruiz, Cai Soto')).toBeInTheDocument();
    expect(screen.getByText('Night of Mar 18, 2026')).toBeInTheDocument();
    expect(screen.getByText('You have this room to yourself.')).toBeInTheDocument();
  });

  it('once published without a room for them, says so', async () => {
    rooms({ published: true, rooms: [] });
    renderFeature(<RoommatesSection />, { path: '/participant/dashboard' });
    expect(await screen.findByText('Organizers have not put you in a room yet.')).toBeInTheDocument();
  });
});
