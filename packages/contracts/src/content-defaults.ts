import type { Faq, TravelResource } from './content.js';
import { EDITION } from './edition.js';

/**
 * Built-in content the landing page shows when the public reads come back empty (public spec,
 * section 9). Ids are fixed strings, not database ids, so React keys stay stable. Phone numbers
 * and addresses are placeholders, marked as such: organizers enter the real ones in the Content tab.
 */

const usd = (amount: number) => `US$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export const PLACEHOLDER_PHONE = '+52 00 0000 0000 (placeholder)';

/** Stands for the dates FAQ in the list; `faqFallback` writes it from the edition's dates. */
const DATES_FAQ = 'dates';

/** "Sunday, March 21": a calendar date of the edition settings, as the English FAQ says it. */
const weekdayDate = (iso: string) => new Date(`${iso}T12:00:00.000Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** The dates FAQ of an edition: its start, end and Day 0 (when it has one) from the edition settings. */
function datesFaq(edition: FaqEditionDates): Faq {
  const dayZero = edition.day0Date === '' ? '' : ` An optional Day 0 takes place on ${weekdayDate(edition.day0Date)}.`;
  return {
    id: 'fallback-faq-dates',
    category: 'Dates',
    question: 'When does the trek start and end?',
    answer: `The trek starts on ${weekdayDate(edition.startDate)} in ${EDITION.startCity} and ends on ${weekdayDate(edition.endDate)} in ${EDITION.endCity}.${dayZero}`,
    order: 3,
  };
}

/** What the dates FAQ needs of the edition settings. */
export interface FaqEditionDates {
  startDate: string;
  endDate: string;
  /** '' when the edition has no Day 0. */
  day0Date: string;
}

/** The fallback FAQs for an edition: the spec's, with the dates the edition settings hold. */
export function faqFallback(edition: FaqEditionDates): Faq[] {
  return FAQ_FALLBACK_ITEMS.map((faq) => (faq === DATES_FAQ ? datesFaq(edition) : faq));
}

const FAQ_FALLBACK_ITEMS: ReadonlyArray<Faq | typeof DATES_FAQ> = [
  {
    id: 'fallback-faq-price',
    category: 'Costs',
    question: 'How much does the trek cost?',
    answer: `Approved applicants receive a ${usd(EDITION.subsidyUsd)} subsidy, which brings the price to ${usd(EDITION.priceAfterSubsidyUsd)} per person.`,
    order: 0,
  },
  {
    id: 'fallback-faq-deposit',
    category: 'Costs',
    question: 'Is there a deposit?',
    answer: `Yes. A ${usd(EDITION.depositUsd)} deposit secures your spot. It is non-refundable, but it is transferable.`,
    order: 1,
  },
  {
    id: 'fallback-faq-hotels',
    category: 'Logistics',
    question: 'How many hotel nights are included?',
    answer: `The trek includes ${EDITION.hotelNights} hotel nights.`,
    order: 2,
  },
  DATES_FAQ,
  {
    id: 'fallback-faq-currency',
    category: 'Travel',
    question: 'What currency is used in Mexico?',
    answer: 'The Mexican peso (MXN).',
    order: 4,
  },
  {
    id: 'fallback-faq-partner',
    category: 'Costs',
    question: 'Can my significant other join?',
    answer:
      `Yes. A significant other does not need a separate application and also receives the ${usd(EDITION.subsidyUsd)} subsidy, ` +
      `so their price is ${usd(EDITION.priceAfterSubsidyUsd)} as well.`,
    order: 5,
  },
];

const hotel = (id: string, city: string, order: number): TravelResource => ({
  id,
  type: 'hotel',
  title: city,
  content: { address: `Hotel address in ${city} shared by the organizers before departure (placeholder)`, phone: PLACEHOLDER_PHONE },
  order,
  sample: true,
});

export const DEFAULT_TRAVEL_RESOURCES: readonly TravelResource[] = [
  hotel('default-hotel-mexico-city', 'Mexico City', 0),
  hotel('default-hotel-merida', 'Mérida', 1),
  hotel('default-hotel-mayan-riviera', 'Mayan Riviera', 2),
  {
    id: 'default-embassy-mexico-city',
    type: 'embassy',
    title: 'US Embassy in Mexico City',
    content: {
      address: 'See the embassy’s official website for its current address (placeholder)',
      phone: PLACEHOLDER_PHONE,
      email: 'embassy-placeholder@example.com',
    },
    order: 3,
    sample: true,
  },
  {
    id: 'default-recommendation-centro',
    type: 'recommendation',
    title: 'Walk the historic centre',
    content: { description: 'Arriving early? Spend a morning around the Zócalo and the streets of the Centro Histórico.' },
    order: 4,
  },
  {
    id: 'default-recommendation-museum',
    type: 'recommendation',
    title: 'Visit a museum in Chapultepec',
    content: { description: 'Chapultepec Park holds several of the city’s major museums; plan a few hours for one of them.' },
    order: 5,
  },
  {
    id: 'default-recommendation-food',
    type: 'recommendation',
    title: 'Eat your way through Roma and Condesa',
    content: { description: 'Two walkable neighbourhoods with street food, cafés and restaurants for every budget.' },
    order: 6,
  },
  { id: 'default-phrase-hello', type: 'phrase', title: 'Greeting', content: { spanish: 'Hola, ¿cómo está?', english: 'Hello, how are you?' }, order: 7 },
  { id: 'default-phrase-thanks', type: 'phrase', title: 'Thanks', content: { spanish: 'Muchas gracias', english: 'Thank you very much' }, order: 8 },
  { id: 'default-phrase-price', type: 'phrase', title: 'Shopping', content: { spanish: '¿Cuánto cuesta?', english: 'How much does it cost?' }, order: 9 },
  { id: 'default-phrase-bill', type: 'phrase', title: 'Restaurant', content: { spanish: 'La cuenta, por favor', english: 'The check, please' }, order: 10 },
];
