import { parseCalendarFeed } from '@trek/testing';
import { itineraryCalendar, parseActivityTime, timeZoneOfCity, type CalendarItineraryDay } from '../src/index.js';

describe('reading a city as a time zone', () => {
  it.each([
    ['Mexico City', 'America/Mexico_City'],
    ['Oaxaca', 'America/Mexico_City'],
    ['Cancún', 'America/Cancun'],
    ['Tulum', 'America/Cancun'],
    ['Mayan Riviera', 'America/Cancun'],
    ['Riviera Maya', 'America/Cancun'],
    ['Mérida', 'America/Merida'],
    ['Tijuana', 'America/Tijuana'],
    ['La Paz', 'America/Mazatlan'],
    ['Hermosillo', 'America/Hermosillo'],
    ['A town nobody listed', 'America/Mexico_City'],
  ])('when the day is in %s, then its activities are in %s', (city, zone) => {
    expect(timeZoneOfCity(city)).toBe(zone);
  });

  it('when a day names two places, then the first one named is where its activities start', () => {
    expect(timeZoneOfCity('Mexico City → Cancún')).toBe('America/Mexico_City');
    expect(timeZoneOfCity('Cancún to Mexico City')).toBe('America/Cancun');
  });
});

describe('reading an activity time', () => {
  it.each([
    ['9:00 AM', { startMinutes: 540 }],
    ['9am', { startMinutes: 540 }],
    ['12:30 PM', { startMinutes: 750 }],
    ['12 AM', { startMinutes: 0 }],
    ['14:30', { startMinutes: 870 }],
    ['Noon', { startMinutes: 720 }],
    ['9:00 AM - 11:30 AM', { startMinutes: 540, endMinutes: 690 }],
    ['9 - 11:30 AM', { startMinutes: 540, endMinutes: 690 }],
    ['7 to 10 pm', { startMinutes: 1140, endMinutes: 1320 }],
  ])('when it reads %j, then it is a clock time', (text, expected) => {
    expect(parseActivityTime(text)).toEqual(expected);
  });

  it.each(['Evening', 'TBD', 'Day 3', '25:00', '13 PM', ''])('when it reads %j, then it is no clock time', (text) => {
    expect(parseActivityTime(text)).toBeNull();
  });
});

const days: CalendarItineraryDay[] = [
  {
    id: 'day-two',
    dayNumber: 2,
    city: 'Cancún',
    date: '2027-03-16',
    title: 'Beach day',
    activities: [{ order: 0, time: 'Evening', title: 'Farewell dinner' }],
  },
  {
    id: 'day-one',
    dayNumber: 1,
    city: 'Mexico City',
    date: '2027-03-15',
    dressCode: 'Business casual',
    title: 'Arrival',
    activities: [
      { order: 1, time: '2:00 PM', title: 'Company visit', description: 'Bring your badge', speakers: ['s1', 'unknown'] },
      { order: 0, time: '9:00 AM', title: 'Breakfast' },
    ],
  },
  { id: 'day-three', dayNumber: 3, city: 'Tulum', date: '2027-03-17', title: 'Free day', activities: [] },
];

describe('the itinerary as an iCalendar feed', () => {
  const text = itineraryCalendar({ name: 'Mexico Trek 2027 itinerary', days, speakerNames: new Map([['s1', 'Ana López']]), notesByDay: new Map([[2, 'Your choice: Xochimilco']]) });
  const feed = parseCalendarFeed(text);
  const event = (uid: string) => feed.events.find((candidate) => candidate.uid === uid);

  it('when a calendar app reads it, then it is named and has one event per activity and one for a day without any', () => {
    expect(feed.name).toBe('Mexico Trek 2027 itinerary');
    // RFC 5545: DTSTAMP is always UTC.
    expect(text.match(/^DTSTAMP:.*$/gm)?.every((line) => /^DTSTAMP:\d{8}T\d{6}Z\r?$/.test(line))).toBe(true);
    expect(feed.events.map((e) => e.summary)).toEqual(['Breakfast', 'Company visit', 'Evening: Farewell dinner', 'Day 3 - Tulum: Free day']);
  });

  it('when an activity has a clock time, then it starts then in its city’s time zone and lasts until the next one, at most an hour', () => {
    const breakfast = event('day-one-0@itinerary.mexico-trek');
    expect(breakfast).toMatchObject({ timeZone: 'America/Mexico_City', localStart: '2027-03-15T09:00:00', allDay: false });
    // Mexico City has no daylight saving time since 2022: UTC−6 all year.
    expect(breakfast?.start.toISOString()).toBe('2027-03-15T15:00:00.000Z');
    expect(breakfast?.end?.toISOString()).toBe('2027-03-15T16:00:00.000Z');
  });

  it('when an activity names speakers, the dress code or a personal note applies, then its description says so', () => {
    const visit = event('day-one-1@itinerary.mexico-trek');
    expect(visit?.location).toBe('Mexico City');
    expect(visit?.description).toBe('Day 1 - Mexico City: Arrival\n\nBring your badge\n\nSpeakers: Ana López\n\nDress code: Business casual');
    expect(event('day-two-0@itinerary.mexico-trek')?.description).toContain('Your choice: Xochimilco');
  });

  it('when an activity’s time is not a clock time, then it is an all-day event on its date', () => {
    expect(event('day-two-0@itinerary.mexico-trek')).toMatchObject({ allDay: true, localStart: '2027-03-16', location: 'Cancún' });
    expect(event('day-three-day@itinerary.mexico-trek')).toMatchObject({ allDay: true, localStart: '2027-03-17' });
  });

  it('when a day is in another time zone, then its events carry that zone', () => {
    const cancun = parseCalendarFeed(
      itineraryCalendar({ name: 'x', days: [{ id: 'c', dayNumber: 4, city: 'Cancún', date: '2027-03-18', title: 'Cenotes', activities: [{ order: 0, time: '10:00 AM', title: 'Cenote swim' }] }] }),
    ).events[0];
    expect(cancun).toMatchObject({ timeZone: 'America/Cancun', localStart: '2027-03-18T10:00:00' });
    expect(cancun?.start.toISOString()).toBe('2027-03-18T15:00:00.000Z');
  });

  it('when an activity is edited, then its event keeps its UID so subscribed calendars replace it', () => {
    const edited = days.map((day) => (day.id === 'day-one' ? { ...day, activities: day.activities.map((a) => (a.order === 0 ? { ...a, title: 'Late breakfast', time: '10:00 AM' } : a)) } : day));
    const again = parseCalendarFeed(itineraryCalendar({ name: 'x', days: edited })).events.find((e) => e.uid === 'day-one-0@itinerary.mexico-trek');
    expect(again).toMatchObject({ summary: 'Late breakfast', localStart: '2027-03-15T10:00:00' });
  });

  it('when the subscriber reads Spanish, then titles and descriptions are the Spanish versions, the English where none was typed', () => {
    const spanishDays: CalendarItineraryDay[] = [
      {
        id: 'dia-uno',
        dayNumber: 1,
        city: 'Mexico City',
        date: '2027-03-15',
        dressCode: 'Business casual',
        title: 'Arrival',
        es: { title: 'Llegada', dressCode: 'Formal de negocios' },
        activities: [
          { order: 0, time: '9:00 AM', title: 'Breakfast', description: 'At the hotel', es: { title: 'Desayuno', description: '' }, speakers: ['s1'] },
          { order: 1, time: '2:00 PM', title: 'Company visit' },
        ],
      },
    ];
    const spanish = parseCalendarFeed(itineraryCalendar({ name: 'x', days: spanishDays, speakerNames: new Map([['s1', 'Ana López']]), language: 'es' }));
    expect(spanish.events.map((e) => e.summary)).toEqual(['Desayuno', 'Company visit']);
    expect(spanish.events[0]?.description).toBe('Día 1 - Mexico City: Llegada\n\nAt the hotel\n\nPonentes: Ana López\n\nCódigo de vestimenta: Formal de negocios');
    expect(parseCalendarFeed(itineraryCalendar({ name: 'x', days: spanishDays })).events.map((e) => e.summary)).toEqual(['Breakfast', 'Company visit']);
  });
});
