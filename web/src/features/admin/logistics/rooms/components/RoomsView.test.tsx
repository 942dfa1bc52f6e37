import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roomMessages, roomSchema, roomsBoardSchema, roomsPublicationSchema, roomSuggestionsSchema, type Room, type RoomPerson, type RoomsBoard } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests, type RecordedRequest } from '../../../../../test/api-server';
import { organizer } from '../../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../../test/render-feature';
import { RoomsView } from './RoomsView';
import { fillIn } from '../../../../../test/user-input';

// Component tests: MSW answers as the participant service does; the real endpoints are covered by
// the service's API tests (services/participant/test/rooms.api.test.ts).

const person = (userId: string, name: string, roommatePreference: RoomPerson['roommatePreference'] = 'RANDOM'): RoomPerson => ({ userId, name, roommatePreference });
const ana = person('65a1b2c3d4e5f60718293a01', 'Ana Pérez', 'PAIR_SPECIFIC');
const bea = person('65a1b2c3d4e5f60718293a02', 'Bea Ruiz', 'PAIR_SPECIFIC');
const cai = person('65a1b2c3d4e5f60718293a03', 'Cai Soto');
const sol = person('65a1b2c3d4e5f60718293a04', 'Sol Vega', 'SINGLE_UPGRADE');

const room204: Room = { id: '65a1b2c3d4e5f60718293b01', label: 'Hotel Catedral 204', size: 2, night: null, members: [ana] };
const room301: Room = { id: '65a1b2c3d4e5f60718293b02', label: 'Hotel Oaxaca 301', size: 3, night: '2026-03-16', members: [cai, sol] };

const board = (overrides: Partial<RoomsBoard> = {}): RoomsBoard => ({
  year: 2026,
  trekDates: { start: '2026-03-15', end: '2026-03-22' },
  rooms: [room204, room301],
  people: [ana, bea, cai, sol],
  unassigned: [bea],
  flags: { doubleBooked: [], overSize: [], singleSharing: [{ person: sol, roomId: room301.id }], splitPairs: [{ first: ana, second: bea }] },
  publishedAt: null,
  changedSincePublished: true,
  ...overrides,
});

/** Signs the organizer in and answers as the participant service does; returns the requests sent. */
function backend(state: { board: RoomsBoard; addAnswer?: () => Response }) {
  signInOnApiServer(organizer);
  answer(
    http.get('/api/admin/logistics/rooms', () => contractJson(roomsBoardSchema, state.board)),
    http.get('/api/admin/logistics/rooms/suggestions', () =>
      contractJson(roomSuggestionsSchema, { suggestions: [{ label: 'Ana Pérez & Bea Ruiz', size: 2, night: null, members: [ana, bea] }] }),
    ),
    http.post('/api/admin/logistics/rooms', () => contractJson(roomSchema, { ...room204, id: '65a1b2c3d4e5f60718293b09' }, { status: 201 })),
    http.post(`/api/admin/logistics/rooms/${room204.id}/members`, () => state.addAnswer?.() ?? contractJson(roomSchema, { ...room204, members: [ana, bea] })),
    http.delete(`/api/admin/logistics/rooms/${room301.id}/members/${cai.userId}`, () => contractJson(roomSchema, { ...room301, members: [sol] })),
    http.post('/api/admin/logistics/rooms/publish', () => contractJson(roomsPublicationSchema, { publishedAt: '2026-02-01T10:00:00.000Z' })),
  );
  return recordRequests();
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('Rooms', () => {
  it('lists the rooms with their people, night and beds, who is in no room, and what needs attention', async () => {
    backend({ board: board() });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });

    const catedral = within(await screen.findByRole('region', { name: 'Hotel Catedral 204' }));
    expect(catedral.getByText('Ana Pérez')).toBeInTheDocument();
    expect(catedral.getByText('Whole trip')).toBeInTheDocument();
    expect(catedral.getByText('1/2 beds taken')).toBeInTheDocument();
    const oaxaca = within(screen.getByRole('region', { name: 'Hotel Oaxaca 301' }));
    expect(oaxaca.getByText(/Night of Mar 16, 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Not in any room' })).getByText('Bea Ruiz')).toBeInTheDocument();
    expect(screen.getByText('Sol Vega asked for a single room but shares Hotel Oaxaca 301')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez and Bea Ruiz asked for each other but are not in the same rooms')).toBeInTheDocument();
    expect(screen.getByText('Draft: not published')).toBeInTheDocument();
  });

  it('adds a person with the searchable select, and takes one out', async () => {
    const requests = backend({ board: board() });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });

    await userEvent.type(await screen.findByRole('combobox', { name: 'Add a person to Hotel Catedral 204' }), 'bea');
    await userEvent.click(await screen.findByRole('option', { name: 'Bea Ruiz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cai Soto from Hotel Oaxaca 301' }));

    await waitFor(() =>
      expect(writes(requests)).toEqual([
        { method: 'POST', url: `/api/admin/logistics/rooms/${room204.id}/members`, body: { userId: bea.userId } },
        { method: 'DELETE', url: `/api/admin/logistics/rooms/${room301.id}/members/${cai.userId}`, body: undefined },
      ]),
    );
  });

  it('offers someone with a room that night only as unavailable in another room of that night', async () => {
    backend({ board: board() });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Add a person to Hotel Oaxaca 301' }));
    expect(await screen.findByRole('option', { name: 'Ana Pérez (has a room that night)' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("when the server refuses a person (the room is full), then its message shows in the organizer's language", async () => {
    backend({ board: board(), addAnswer: () => errorJson(409, roomMessages.roomFull) });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Add a person to Hotel Catedral 204' }), 'bea');
    await userEvent.click(await screen.findByRole('option', { name: 'Bea Ruiz' }));
    expect(await screen.findByText('This room is full')).toBeInTheDocument();
  });

  it('adds a room for one night of the trek, checking its name first', async () => {
    const requests = backend({ board: board() });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add room' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a room' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save room' }));
    expect(await dialog.findByText(roomMessages.labelRequired)).toBeInTheDocument();

    await fillIn(userEvent, dialog.getByRole('textbox', { name: 'Room name' }), 'Hotel Catedral 205');
    await userEvent.click(dialog.getByText('3'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Night' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Night of Mar 17, 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save room' }));

    await waitFor(() => expect(writes(requests)).toEqual([{ method: 'POST', url: '/api/admin/logistics/rooms', body: { label: 'Hotel Catedral 205', size: 3, night: '2026-03-17' } }]));
  });

  it('edits a room from what it holds now: a new name and the whole trip instead of one night', async () => {
    const requests = backend({ board: board() });
    answer(http.put(`/api/admin/logistics/rooms/${room301.id}`, () => contractJson(roomSchema, { ...room301, label: 'Hotel Oaxaca 302', night: null })));
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });

    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${room301.label}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit room' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit ${room301.label}` }));
    const name = dialog.getByRole('textbox', { name: 'Room name' });
    expect(name).toHaveValue(room301.label);
    expect(dialog.getByRole('radio', { name: '3' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Night' })).toHaveValue('Night of Mar 16, 2026');

    await userEvent.clear(name);
    await fillIn(userEvent, name, 'Hotel Oaxaca 302');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Night' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Whole trip' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save room' }));

    await waitFor(() => expect(writes(requests)).toEqual([{ method: 'PUT', url: `/api/admin/logistics/rooms/${room301.id}`, body: { label: 'Hotel Oaxaca 302', size: 3, night: null } }]));
  });

  it('suggests rooms from the requests and creates one only when accepted', async () => {
    const requests = backend({ board: board() });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });

    await userEvent.click(await screen.findByRole('button', { name: 'Suggest from requests' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suggested rooms' }));
    expect(await dialog.findByText('Ana Pérez, Bea Ruiz')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept Ana Pérez & Bea Ruiz' }));

    await waitFor(() =>
      expect(writes(requests)).toEqual([
        { method: 'POST', url: '/api/admin/logistics/rooms', body: { label: 'Ana Pérez & Bea Ruiz', size: 2, night: null, memberIds: [ana.userId, bea.userId] } },
      ]),
    );
    expect(await screen.findByText('1 room created')).toBeInTheDocument();
  });

  it('publishes after confirmation; when nothing changed since, publishing again is not offered', async () => {
    const requests = backend({ board: board() });
    const view = renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });

    await userEvent.click(await screen.findByRole('button', { name: 'Publish rooms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish the rooms?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ method: 'POST', url: '/api/admin/logistics/rooms/publish', body: undefined }]));
    expect(await screen.findByText('Rooms published')).toBeInTheDocument();
    view.unmount();

    backend({ board: board({ publishedAt: '2026-02-01T10:00:00.000Z', changedSincePublished: false }) });
    renderFeature(<RoomsView />, { path: '/admin/dashboard?tab=logistics' });
    expect(await screen.findByRole('button', { name: 'Publish rooms' })).toBeDisabled();
    expect(screen.getByText(/^Published /)).toBeInTheDocument();
  });
});
