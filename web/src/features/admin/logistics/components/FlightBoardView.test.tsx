import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flightBoardSchema, type FlightBoard, type FlightBoardEntry } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../../test/api-server';
import { answerCsvExport } from '../../../../test/csv-download';
import { organizer } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer, tokenOf } from '../../../../test/render-feature';
import { flightBoardPaths } from '../api/flight-board-api';
import { FlightBoardView } from './FlightBoardView';

// Component test: Logistics → Arrivals & departures as organizers see it, MSW answering as the
// participant service does; the grouping itself is covered by services/participant/test/trip-details.api.test.ts.

const entry = (userId: string, participantName: string, overrides: Partial<FlightBoardEntry> = {}): FlightBoardEntry => ({
  userId,
  participantName,
  airline: 'Aeroméxico',
  flightNumber: 'AM 401',
  date: '2026-03-14',
  time: '08:10',
  airport: 'MEX',
  timeZone: 'America/Mexico_City',
  at: '2026-03-14T14:10:00.000Z',
  phoneMexico: '+52 55 1111 2222',
  ...overrides,
});

const board: FlightBoard = {
  year: 2026,
  windowHours: 2,
  arrivals: [
    {
      date: '2026-03-14',
      airport: 'MEX',
      timeZone: 'America/Mexico_City',
      windowStart: '08:00',
      windowEnd: '10:00',
      flights: [entry('u1', 'Lucía Hernández'), entry('u2', 'Pedro Gómez', { airline: 'United', flightNumber: 'UA 1191', time: '09:55', at: '2026-03-14T15:55:00.000Z', phoneMexico: '' })],
    },
  ],
  departures: [],
  withoutArrival: [{ userId: 'u3', participantName: 'Sofía Díaz', freeText: 'Arriving by bus from Puebla' }],
  withoutDeparture: [
    { userId: 'u1', participantName: 'Lucía Hernández', freeText: null },
    { userId: 'u2', participantName: 'Pedro Gómez', freeText: null },
  ],
};

function backend(answerBoard: () => Response = () => contractJson(flightBoardSchema, board)) {
  signInOnApiServer(organizer);
  answer(http.get(flightBoardPaths.board, answerBoard));
  return recordRequests();
}

describe('Arrivals & departures board', () => {
  it('shows each pickup window by day and airport, with names, flights, local times and phones, and who has no flight yet', async () => {
    backend();
    renderFeature(<FlightBoardView />, { path: '/admin/dashboard?tab=logistics' });
    const arrivals = within(await screen.findByRole('region', { name: 'Arrivals' }));
    expect(arrivals.getByRole('heading', { name: 'Mar 14, 2026' })).toBeInTheDocument();
    expect(arrivals.getByText('Mexico City time · 2 people')).toBeInTheDocument();
    const pickup = within(arrivals.getByRole('region', { name: 'MEX, 08:00–10:00' }));
    const rows = pickup.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['08:10Lucía HernándezAM 401 Aeroméxico+52 55 1111 2222', '09:55Pedro GómezUA 1191 United—']);
    expect(arrivals.getByText('No arrival flight yet')).toBeInTheDocument();
    expect(arrivals.getByText(/Sofía Díaz/)).toBeInTheDocument();
    expect(arrivals.getByText('— wrote: “Arriving by bus from Puebla”')).toBeInTheDocument();

    const departures = within(screen.getByRole('region', { name: 'Departures' }));
    expect(departures.getByText('No flights given yet.')).toBeInTheDocument();
    expect(departures.getByText('No departure flight yet')).toBeInTheDocument();
  });

  it('asks for another time window, downloads the CSV in the same windows and prints', async () => {
    const requests = backend();
    const downloads = answerCsvExport(flightBoardPaths.exportCsv, 'arrivals-departures-2026.csv');
    const print = jest.fn();
    Object.assign(window, { print });
    renderFeature(<FlightBoardView />, { path: '/admin/dashboard?tab=logistics' });
    await screen.findByRole('region', { name: 'Arrivals' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Time window' }));
    await userEvent.click(await screen.findByRole('option', { name: '1 hour' }));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/admin/logistics/flights?windowHours=1'));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export ready')).toBeInTheDocument();
    expect(downloads.requests).toEqual([{ url: '/api/admin/logistics/flights.csv?windowHours=1', authorization: `Bearer ${tokenOf(organizer)}` }]);
    expect(downloads.savedFiles).toEqual(['arrivals-departures-2026.csv']);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says why the board could not be loaded', async () => {
    backend(() => errorJson(500, 'Database unavailable'));
    renderFeature(<FlightBoardView />, { path: '/admin/dashboard?tab=logistics' });
    expect(await screen.findByText('The arrivals and departures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
