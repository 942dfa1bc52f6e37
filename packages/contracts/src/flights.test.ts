import { flightFormSchema, flightSchema, isKnownTimeZone, timeZoneOfAirport, utcInstantOf } from './flights.js';
import { flightMessages as m } from './messages/flights.js';
import { missingAudienceSetupItems } from './announcement.js';
import { logisticsFieldsSchema } from './logistics.js';
import { logisticsMessages } from './messages/logistics.js';

const flight = { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City' };

describe('flights', () => {
  it('knows the zones of the airports the trek uses', () => {
    expect(timeZoneOfAirport('mex')).toBe('America/Mexico_City');
    expect(timeZoneOfAirport('CUN')).toBe('America/Cancun');
    expect(timeZoneOfAirport('TQO')).toBe('America/Cancun');
    expect(timeZoneOfAirport('JFK')).toBeUndefined();
  });

  it('accepts the zones the runtime knows, and nothing else', () => {
    expect(isKnownTimeZone('America/Monterrey')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('computes the instant in UTC from the local time at the airport, daylight saving included', () => {
    expect(utcInstantOf('2026-03-14', '10:05', 'America/Mexico_City')).toBe('2026-03-14T16:05:00.000Z');
    expect(utcInstantOf('2026-03-22', '16:40', 'America/Cancun')).toBe('2026-03-22T21:40:00.000Z');
    // New York is on daylight time from March 8, 2026 (UTC-4), on standard time before (UTC-5).
    expect(utcInstantOf('2026-03-14', '07:00', 'America/New_York')).toBe('2026-03-14T11:00:00.000Z');
    expect(utcInstantOf('2026-03-01', '07:00', 'America/New_York')).toBe('2026-03-01T12:00:00.000Z');
  });

  it('normalises the codes and adds the instant; a client-sent instant is ignored', () => {
    expect(flightSchema.parse({ ...flight, flightNumber: 'am401', airport: 'mex', at: '1999-01-01T00:00:00.000Z' })).toEqual({ ...flight, flightNumber: 'AM401', at: '2026-03-14T16:05:00.000Z' });
  });

  it.each([
    ['flightNumber', 'Aeroméxico 401', m.flightNumberInvalid],
    ['flightNumber', 'AM 40123', m.flightNumberInvalid],
    ['date', '2026-02-29', m.flightDateInvalid],
    ['date', '', m.flightDateRequired],
    ['time', '7:05', m.flightTimeInvalid],
    ['time', '24:00', m.flightTimeInvalid],
    ['airport', 'MEXICO', m.airportInvalid],
    ['timeZone', 'Mexico City', m.timeZoneInvalid],
    ['airline', '', m.airlineRequired],
  ])('refuses %s %j', (field, value, message) => {
    const result = flightSchema.safeParse({ ...flight, [field]: value });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('reads blank inputs as no flight, and a half-filled flight as errors on its inputs', () => {
    const blank = { airline: '', flightNumber: '', date: '', time: '', airport: '', timeZone: '' };
    expect(flightFormSchema.parse(blank)).toBeNull();
    const half = flightFormSchema.safeParse({ ...blank, airline: 'United' });
    expect(half.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['flightNumber', 'date', 'time', 'airport', 'timeZone']);
  });
});

describe('emergency contact', () => {
  const phone = logisticsFieldsSchema.shape.emergencyContactPhone;

  it.each(['+52 55 1234 5678', '+16175550142', '+44 20 7946 0958'])('accepts the international phone %s', (value) => {
    expect(phone.safeParse(value).success).toBe(true);
  });

  it.each(['55 1234 5678', '+52-55-1234-5678', '+1 (617) 555 0142', '+1234', '+0 55 1234 5678', '+1 234 567 890 123 456'])('refuses the phone %s', (value) => {
    expect(phone.safeParse(value).error?.issues[0]?.message).toBe(logisticsMessages.emergencyContactPhoneInvalid);
  });

  it('tells audiences whether the emergency contact and both structured flights are given', () => {
    const facts = (logistics: Record<string, unknown>) => ({ profileComplete: true, logisticsSubmitted: true, hasJoinedWhatsapp: true, logistics: { passportNumber: 'X1', passportNationality: 'Mexico', ...logistics } });
    expect(missingAudienceSetupItems(facts({}))).toEqual(['emergencyContact', 'flights']);
    expect(missingAudienceSetupItems(facts({ emergencyContactName: 'Marta', emergencyContactPhone: '+52 55 1234 5678', inboundFlight: flight, outboundFlight: null }))).toEqual(['flights']);
    expect(missingAudienceSetupItems(facts({ emergencyContactName: 'Marta', emergencyContactPhone: ' ', inboundFlight: flight, outboundFlight: flight, arrivalFlight: 'AM 401' }))).toEqual(['emergencyContact']);
  });
});
