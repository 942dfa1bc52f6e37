import request from 'supertest';
import { flightBoardMessages, flightMessages, logisticsMessages, type FlightBoard, type LogisticsReadList } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { purgeDueLogistics } from '../src/domain/logistics/logistics-retention.js';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { TEST_PARTICIPANT_INTERNAL_KEY } from '../../updates/test/updates-app.fixture.js';
import { participantActions, submittedLogistics } from './participant-actions.js';

/**
 * The emergency contact, the travel insurance and the structured flights: private like the
 * passport data, encrypted where the passport data is, and organizers' arrivals board.
 */

const CONTACT = { emergencyContactName: 'Rosa Elena Quintana', emergencyContactRelation: 'Sister', emergencyContactPhone: '+1 617 555 0142' };
const INSURANCE = { insuranceProvider: 'Quetzal Assist', insurancePolicyNumber: 'QA-7781-2026' };
const CLEAR_TEXTS = ['Rosa Elena Quintana', 'Sister', '+1 617 555 0142', '6175550142', 'Quetzal Assist', 'QA-7781-2026'];

/** Mexico City keeps UTC-6 all year, Cancún UTC-5. */
const MEX_ARRIVAL = { airline: 'Aeroméxico', flightNumber: 'am 401', date: '2026-03-14', time: '10:05', airport: 'mex', timeZone: 'America/Mexico_City' };
const CUN_DEPARTURE = { airline: 'American', flightNumber: 'AA1402', date: '2026-03-22', time: '16:40', airport: 'CUN', timeZone: 'America/Cancun' };

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

async function participant(name: string, logistics: Record<string, unknown> = {}) {
  const account = await stack.createAccount(name);
  const token = stack.t.participantToken(account.id);
  const actions = participantActions(stack.t.app, token);
  await actions.saveLogistics(submittedLogistics({ email: account.email, legalName: name, preferredName: name, ...CONTACT, ...INSURANCE, ...logistics }));
  return { account, token, actions };
}

const asOrganizer = (path: string) => request(stack.t.app).get(path).set(bearer(stack.organizer));

describe('emergency contact and insurance privacy', () => {
  it('when another participant reads their own logistics and trip card, then they never see someone else\'s emergency contact or insurance', async () => {
    await participant('Owner Private');
    const other = await stack.createAccount('Other Curious');
    const otherAuth = bearer(stack.t.participantToken(other.id));
    for (const path of ['/api/me/logistics', '/api/me/trip-card', '/api/participant/my-data', '/api/admin/logistics', '/api/admin/logistics/flights']) {
      const res = await request(stack.t.app).get(path).set(otherAuth);
      for (const text of CLEAR_TEXTS) expect(JSON.stringify(res.body)).not.toContain(text);
    }
    expect((await request(stack.t.app).get('/api/admin/logistics').set(otherAuth)).status).toBe(403);
  });

  it('when they are saved, then the stored document holds none of them in clear, and the owner reads them back', async () => {
    const { account, token } = await participant('Stored Encrypted');
    const raw = await stack.t.collection('participant_logistics').findOne({ userId: account.id });
    const stored = JSON.stringify(raw);
    for (const text of CLEAR_TEXTS) expect(stored).not.toContain(text);
    for (const field of Object.keys({ ...CONTACT, ...INSURANCE })) expect(raw?.[field]).toMatch(/^v1:/);

    const own = await request(stack.t.app).get('/api/me/logistics').set(bearer(token));
    expect(own.body).toMatchObject({ ...CONTACT, ...INSURANCE });
    // The trip card, which a device may keep offline, holds none of them.
    const card = await request(stack.t.app).get('/api/me/trip-card').set(bearer(token));
    for (const text of CLEAR_TEXTS) expect(JSON.stringify(card.body)).not.toContain(text);
  });

  it('when the phone is not international or the contact is missing, then the save is refused with the form messages', async () => {
    const { actions } = await participant('Bad Phone');
    for (const phone of ['617 555 0142', '+1 (617) 555-0142', '+12', '+0 617 555 0142', '+1 617 555 0142 9999 999']) {
      const res = await actions.putLogistics({ emergencyContactPhone: phone });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ emergencyContactPhone: logisticsMessages.emergencyContactPhoneInvalid });
    }
    const { emergencyContactName: _name, ...withoutName } = submittedLogistics(CONTACT);
    const submit = await actions.putLogistics(withoutName);
    expect(submit.status).toBe(400);
    expect(submit.body.errors).toHaveProperty('emergencyContactName', logisticsMessages.emergencyContactNameRequired);
    // Insurance is optional.
    expect((await actions.putLogistics({ insuranceProvider: '', insurancePolicyNumber: '' })).status).toBe(200);
  });

  it('when organizers list, open and export logistics, then they read the contact and insurance in clear', async () => {
    const { account } = await participant('Organizer Reads');
    const list = await request(stack.t.app).get('/api/admin/logistics').query({ search: account.email }).set(bearer(stack.organizer));
    expect(list.body.records[0]).toMatchObject({ ...CONTACT, ...INSURANCE });
    const csv = await asOrganizer('/api/admin/logistics/export.csv');
    const [header] = csv.text.replace(/^\uFEFF/, '').split('\n');
    expect(header).toContain('Emergency contact phone');
    expect(csv.text).toContain("'+1 617 555 0142");
    expect(csv.text).toContain('QA-7781-2026');
  });

  it('when the retention purge runs, then the contact, insurance and flights go with the rest; an erasure deletes them too', async () => {
    const logistics = stack.t.collection('participant_logistics');
    const purged = await participant('Purged Contact', { inboundFlight: MEX_ARRIVAL, outboundFlight: CUN_DEPARTURE, arrivalFlight: 'AM 401 free text' });
    await purgeDueLogistics(stack.t.service.contexts.logistics, new Date('2026-04-21T00:00:00.000Z'));
    const after = await logistics.findOne({ userId: purged.account.id });
    for (const field of [...Object.keys({ ...CONTACT, ...INSURANCE }), 'inboundFlight', 'outboundFlight', 'arrivalFlight']) expect(after).not.toHaveProperty(field);

    const preview = await asOrganizer('/api/admin/logistics/purge-preview');
    expect(preview.body.fields).toEqual(expect.arrayContaining(['emergencyContactPhone', 'insurancePolicyNumber', 'inboundFlight', 'outboundFlight']));

    const erased = await participant('Erased Contact', { inboundFlight: MEX_ARRIVAL });
    expect((await request(stack.t.app).post(`/api/admin/participants/${erased.account.id}/erase`).set(bearer(stack.organizer))).status).toBe(200);
    expect(await logistics.countDocuments({ userId: erased.account.id })).toBe(0);
  });
});

describe('structured flights', () => {
  it('when a participant saves their flights, then each is stored with its local time and zone and its instant in UTC, and read back on the trip card', async () => {
    const { account, token, actions } = await participant('Flies Structured', { arrivalFlight: 'AM 401 written before' });
    const saved = await actions.putLogistics({ inboundFlight: MEX_ARRIVAL, outboundFlight: CUN_DEPARTURE });
    expect(saved.status).toBe(200);
    const inbound = { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' };
    const outbound = { ...CUN_DEPARTURE, at: '2026-03-22T21:40:00.000Z' };
    expect(saved.body).toMatchObject({ inboundFlight: inbound, outboundFlight: outbound, arrivalFlight: 'AM 401 written before' });
    expect(await stack.t.collection('participant_logistics').findOne({ userId: account.id })).toMatchObject({ inboundFlight: inbound, outboundFlight: outbound });

    const card = await request(stack.t.app).get('/api/me/trip-card').set(bearer(token));
    expect(card.body).toMatchObject({ inboundFlight: inbound, outboundFlight: outbound, arrivalFlight: 'AM 401 written before' });

    // A client's own `at` is never taken: the instant is computed from the local time and zone.
    const forged = await actions.putLogistics({ inboundFlight: { ...MEX_ARRIVAL, at: '1999-01-01T00:00:00.000Z' } });
    expect(forged.body.inboundFlight.at).toBe('2026-03-14T16:05:00.000Z');

    // Null clears a flight; the free text stays.
    const cleared = await actions.putLogistics({ outboundFlight: null });
    expect(cleared.body.outboundFlight).toBeNull();
    expect(cleared.body.arrivalFlight).toBe('AM 401 written before');
  });

  it.each([
    ['flight number', { flightNumber: 'Aeroméxico 4' }, { 'inboundFlight.flightNumber': flightMessages.flightNumberInvalid }],
    ['date', { date: '2026-02-30' }, { 'inboundFlight.date': flightMessages.flightDateInvalid }],
    ['time', { time: '25:10' }, { 'inboundFlight.time': flightMessages.flightTimeInvalid }],
    ['airport', { airport: 'MEXX' }, { 'inboundFlight.airport': flightMessages.airportInvalid }],
    ['time zone', { timeZone: 'Mars/Olympus_Mons' }, { 'inboundFlight.timeZone': flightMessages.timeZoneInvalid }],
    ['airline', { airline: ' ' }, { 'inboundFlight.airline': flightMessages.airlineRequired }],
  ])('when the %s of a flight is wrong, then the save is refused naming it', async (_what, change, errors) => {
    const { actions } = await participant(`Wrong ${_what}`);
    const res = await actions.putLogistics({ inboundFlight: { ...MEX_ARRIVAL, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('arrivals and departures board', () => {
  it('when organizers open the board, then flights are grouped by local day, airport and time window in time order, the people without a flight are listed with their free text, and the read is logged', async () => {
    const tag = `Board${Date.now()}`;
    const early = await participant(`${tag} Early`, { inboundFlight: { ...MEX_ARRIVAL, time: '08:10' } });
    const late = await participant(`${tag} Late`, { inboundFlight: { ...MEX_ARRIVAL, time: '09:55', flightNumber: 'UA 1191', airline: 'United' } });
    const cancun = await participant(`${tag} Cancun`, { inboundFlight: { ...CUN_DEPARTURE, date: '2026-03-14', time: '08:30' }, outboundFlight: CUN_DEPARTURE });
    const none = await participant(`${tag} None`, { arrivalFlight: 'Arriving by bus from Puebla' });

    const res = await request(stack.t.app).get('/api/admin/logistics/flights').set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    const board = res.body as FlightBoard;
    expect(board).toMatchObject({ year: 2026, windowHours: 2 });
    const mine = (ids: string[]) => (group: FlightBoard['arrivals'][number]) => ({ ...group, flights: group.flights.filter((flight) => ids.includes(flight.userId)) });
    const ids = [early, late, cancun].map(({ account }) => account.id);
    const arrivals = board.arrivals.map(mine(ids)).filter((group) => group.flights.length > 0);
    // Cancún 08:30 (13:30 UTC) lands before Mexico City 08:10 (14:10 UTC).
    expect(arrivals.map(({ date, airport, windowStart, windowEnd, flights }) => [date, airport, windowStart, windowEnd, flights.map((flight) => flight.userId)])).toEqual([
      ['2026-03-14', 'CUN', '08:00', '10:00', [cancun.account.id]],
      ['2026-03-14', 'MEX', '08:00', '10:00', [early.account.id, late.account.id]],
    ]);
    expect(board.departures.flatMap((group) => group.flights).find((flight) => flight.userId === cancun.account.id)).toMatchObject({ time: '16:40', at: '2026-03-22T21:40:00.000Z' });
    expect(board.withoutArrival.find((person) => person.userId === none.account.id)).toEqual({ userId: none.account.id, participantName: `${tag} None`, freeText: 'Arriving by bus from Puebla' });
    expect(board.withoutDeparture.map((person) => person.userId)).toEqual(expect.arrayContaining([early.account.id, none.account.id]));

    const hourly = (await request(stack.t.app).get('/api/admin/logistics/flights?windowHours=1').set(bearer(stack.organizer))).body as FlightBoard;
    expect(hourly.arrivals.map(mine(ids)).filter((group) => group.flights.length > 0).map((group) => group.windowStart)).toEqual(['08:00', '08:00', '09:00']);

    const log = await asOrganizer('/api/admin/logistics/reads?pageSize=100');
    const reads = (log.body as LogisticsReadList).reads.filter((read) => read.view === 'flights');
    expect(reads[0]!.participantIds).toEqual(expect.arrayContaining([...ids, none.account.id]));
    expect(reads[0]!.filters).toEqual({ windowHours: '1' });
  });

  it('when organizers export the board, then the CSV has one line per flight and per person without one, and the export is logged', async () => {
    const tag = `Csv${Date.now()}`;
    await participant(`${tag} Flies`, { inboundFlight: MEX_ARRIVAL });
    await participant(`${tag} Waits`, { departureFlight: 'Not booked yet' });
    const res = await asOrganizer('/api/admin/logistics/flights.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="arrivals-departures-2026.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
    const line = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    expect(lines[0]).toBe(line('Direction', 'Date (local)', 'Window (local)', 'Airport', 'Time (local)', 'Time zone', 'UTC', 'Participant', 'Airline', 'Flight', 'Phone (Mexico)', 'Free-text flight'));
    expect(lines).toContain(line('Arrival', '2026-03-14', '10:00-12:00', 'MEX', '10:05', 'America/Mexico_City', '2026-03-14T16:05:00.000Z', `${tag} Flies`, 'Aeroméxico', 'AM 401', '', ''));
    expect(lines).toContain(line('Departure', '', 'No flight yet', '', '', '', '', `${tag} Waits`, '', '', '', 'Not booked yet'));
    const log = await asOrganizer('/api/admin/logistics/reads?pageSize=5');
    expect((log.body as LogisticsReadList).reads.some((read) => read.view === 'export' && read.filters.export === 'flights')).toBe(true);
  });

  it('when the window is not offered, then 400; without a token 401; a participant 403', async () => {
    const bad = await asOrganizer('/api/admin/logistics/flights?windowHours=5');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(flightBoardMessages.invalidWindow);
    expect((await asOrganizer('/api/admin/logistics/flights.csv?windowHours=abc')).status).toBe(400);
    for (const path of ['/api/admin/logistics/flights', '/api/admin/logistics/flights.csv']) {
      expect((await request(stack.t.app).get(path)).status).toBe(401);
      const { token } = await participant('Not Organizer');
      expect((await request(stack.t.app).get(path).set(bearer(token))).status).toBe(403);
    }
  });
});

describe('trip readiness for the updates service', () => {
  it('when the updates service asks about people, then it learns who misses an emergency contact or flights, never the values', async () => {
    const ready = await participant('Ready Person', { inboundFlight: MEX_ARRIVAL });
    const blank = await stack.createAccount('Blank Person');
    await request(stack.t.app).get('/api/me/logistics').set(bearer(stack.t.participantToken(blank.id)));
    const res = await request(stack.t.app).post('/internal/people').set('x-internal-key', TEST_PARTICIPANT_INTERNAL_KEY).send({ userIds: [ready.account.id, blank.id] });
    expect(res.status).toBe(200);
    const [readyPerson, blankPerson] = res.body.people as Array<{ missingSetup: string[] }>;
    expect(readyPerson!.missingSetup).not.toContain('emergencyContact');
    expect(readyPerson!.missingSetup).toContain('flights');
    expect(blankPerson!.missingSetup).toEqual(expect.arrayContaining(['emergencyContact', 'flights']));
    expect(JSON.stringify(res.body)).not.toMatch(/am ?401/i);
  });
});
