import type { Faq, TravelResource } from './content.js';
import { EDITION, EDITION_WORDS } from './edition.js';
import { LANGUAGE_LOCALES } from './language-rules.js';

/**
 * Built-in content the landing page shows when the public reads come back empty (public spec,
 * section 9). Ids are fixed strings, not database ids, so React keys stay stable. Phone numbers
 * and addresses are placeholders, marked as such: organizers enter the real ones in the Content tab.
 */

const usd = (amount: number) => `US$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export const PLACEHOLDER_PHONE = '+52 00 0000 0000 (placeholder)';

/** Stands for the dates FAQ in the list; `faqFallback` writes it from the edition's dates. */
const DATES_FAQ = 'dates';

/** "Sunday, March 21" (en-US), "domingo, 21 de marzo" (es-MX): a calendar date of the edition settings. */
const weekdayDate = (iso: string, locale: string) =>
  new Date(`${iso}T12:00:00.000Z`).toLocaleDateString(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** The dates FAQ of an edition: its start, end and Day 0 (when it has one) from the edition settings. */
function datesFaq(edition: FaqEditionDates): Faq {
  const [en, es] = [(iso: string) => weekdayDate(iso, LANGUAGE_LOCALES.en), (iso: string) => weekdayDate(iso, LANGUAGE_LOCALES.es)];
  const dayZero = edition.day0Date === '' ? '' : ` An optional Day 0 takes place on ${en(edition.day0Date)}.`;
  const diaCero = edition.day0Date === '' ? '' : ` Hay un Día 0 opcional el ${es(edition.day0Date)}.`;
  return {
    id: 'fallback-faq-dates',
    category: 'Dates',
    question: 'When does the trek start and end?',
    answer: `The trek starts on ${en(edition.startDate)} in ${EDITION.startCity} and ends on ${en(edition.endDate)} in ${EDITION.endCity}.${dayZero}`,
    es: {
      question: '¿Cuándo empieza y termina el viaje?',
      answer: `El viaje empieza el ${es(edition.startDate)} en ${EDITION_WORDS.es.startCity} y termina el ${es(edition.endDate)} en ${EDITION_WORDS.es.endCity}.${diaCero}`,
    },
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
    es: {
      question: '¿Cuánto cuesta el viaje?',
      answer: `Quienes son aceptados reciben un subsidio de ${usd(EDITION.subsidyUsd)}, con el que el precio queda en ${usd(EDITION.priceAfterSubsidyUsd)} por persona.`,
    },
    order: 0,
  },
  {
    id: 'fallback-faq-deposit',
    category: 'Costs',
    question: 'Is there a deposit?',
    answer: `Yes. A ${usd(EDITION.depositUsd)} deposit secures your spot. It is non-refundable, but it is transferable.`,
    es: {
      question: '¿Hay que pagar un depósito?',
      answer: `Sí. Un depósito de ${usd(EDITION.depositUsd)} asegura tu lugar. No es reembolsable, pero sí transferible.`,
    },
    order: 1,
  },
  {
    id: 'fallback-faq-hotels',
    category: 'Logistics',
    question: 'How many hotel nights are included?',
    answer: `The trek includes ${EDITION.hotelNights} hotel nights.`,
    es: { question: '¿Cuántas noches de hotel incluye?', answer: `El viaje incluye ${EDITION.hotelNights} noches de hotel.` },
    order: 2,
  },
  DATES_FAQ,
  {
    id: 'fallback-faq-currency',
    category: 'Travel',
    question: 'What currency is used in Mexico?',
    answer: 'The Mexican peso (MXN).',
    es: { question: '¿Qué moneda se usa en México?', answer: 'El peso mexicano (MXN).' },
    order: 4,
  },
  {
    id: 'fallback-faq-partner',
    category: 'Costs',
    question: 'Can my significant other join?',
    answer:
      `Yes. A significant other does not need a separate application and also receives the ${usd(EDITION.subsidyUsd)} subsidy, ` +
      `so their price is ${usd(EDITION.priceAfterSubsidyUsd)} as well.`,
    es: {
      question: '¿Puede venir mi pareja?',
      answer:
        `Sí. Tu pareja no necesita postularse por separado y también recibe el subsidio de ${usd(EDITION.subsidyUsd)}, ` +
        `así que su precio también es ${usd(EDITION.priceAfterSubsidyUsd)}.`,
    },
    order: 5,
  },
];

const hotel = (id: string, city: string, ciudad: string, order: number): TravelResource => ({
  id,
  type: 'hotel',
  title: city,
  es: { title: ciudad, address: `Dirección del hotel en ${ciudad}, que los organizadores comparten antes de la salida (ejemplo)` },
  content: { address: `Hotel address in ${city} shared by the organizers before departure (placeholder)`, phone: PLACEHOLDER_PHONE },
  order,
  sample: true,
});

export const DEFAULT_TRAVEL_RESOURCES: readonly TravelResource[] = [
  hotel('default-hotel-mexico-city', 'Mexico City', 'Ciudad de México', 0),
  hotel('default-hotel-merida', 'Mérida', 'Mérida', 1),
  hotel('default-hotel-mayan-riviera', 'Mayan Riviera', 'Riviera Maya', 2),
  {
    id: 'default-embassy-mexico-city',
    type: 'embassy',
    title: 'US Embassy in Mexico City',
    es: {
      title: 'Embajada de Estados Unidos en la Ciudad de México',
      address: 'Consulta la dirección vigente en el sitio oficial de la embajada (ejemplo)',
    },
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
    es: { title: 'Recorre el Centro Histórico', description: '¿Llegas antes? Dedica una mañana al Zócalo y a las calles del Centro Histórico.' },
    order: 4,
  },
  {
    id: 'default-recommendation-museum',
    type: 'recommendation',
    title: 'Visit a museum in Chapultepec',
    content: { description: 'Chapultepec Park holds several of the city’s major museums; plan a few hours for one of them.' },
    es: {
      title: 'Visita un museo en Chapultepec',
      description: 'El Bosque de Chapultepec reúne varios de los grandes museos de la ciudad; reserva unas horas para alguno de ellos.',
    },
    order: 5,
  },
  {
    id: 'default-recommendation-food',
    type: 'recommendation',
    title: 'Eat your way through Roma and Condesa',
    content: { description: 'Two walkable neighbourhoods with street food, cafés and restaurants for every budget.' },
    es: { title: 'Recorre la Roma y la Condesa comiendo', description: 'Dos colonias para caminar, con comida callejera, cafés y restaurantes para todos los presupuestos.' },
    order: 6,
  },
  { id: 'default-phrase-hello', type: 'phrase', title: 'Greeting', content: { spanish: 'Hola, ¿cómo está?', english: 'Hello, how are you?' }, order: 7 },
  { id: 'default-phrase-thanks', type: 'phrase', title: 'Thanks', content: { spanish: 'Muchas gracias', english: 'Thank you very much' }, order: 8 },
  { id: 'default-phrase-price', type: 'phrase', title: 'Shopping', content: { spanish: '¿Cuánto cuesta?', english: 'How much does it cost?' }, order: 9 },
  { id: 'default-phrase-bill', type: 'phrase', title: 'Restaurant', content: { spanish: 'La cuenta, por favor', english: 'The check, please' }, order: 10 },
];
