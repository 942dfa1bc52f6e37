import { editionYears, PLACE_TYPES, TRAVEL_RESOURCE_TYPES } from '@trek/contracts';
import type { TFunction } from 'i18next';
import type { FieldSpec, FormValues } from './EntityForm';

type T = TFunction<'adminContent'>;

const SOCIALS = ['linkedin', 'facebook', 'instagram', 'twitter', 'tiktok', 'threads'] as const;

/** `currentYear`: the edition's; the cohort choices run from the first edition to it. */
export const teamFields = (t: T, currentYear: number): FieldSpec[] => [
  { name: 'name', label: t('fields.name'), kind: 'text' },
  { name: 'role', label: t('fields.role'), kind: 'text', spanish: 'es.role' },
  { name: 'photoUrl', label: t('fields.photoUrl'), kind: 'image', uploadType: 'team-member' },
  { name: 'university', label: t('fields.university'), kind: 'text' },
  { name: 'program', label: t('fields.program'), kind: 'text' },
  { name: 'countryOfOrigin', label: t('fields.countryOfOrigin'), kind: 'text' },
  { name: 'bio', label: t('fields.bio'), kind: 'textarea', spanish: 'es.bio' },
  {
    name: 'cohortYear',
    label: t('fields.cohortYear'),
    description: t('fields.cohortYearHint'),
    kind: 'years',
    options: editionYears(currentYear)
      .reverse()
      .map((year) => ({ value: String(year), label: String(year) })),
  },
  ...SOCIALS.map((social): FieldSpec => ({ name: `socials.${social}`, label: t(`fields.${social}`), kind: 'text' })),
];

export const supporterFields = (t: T): FieldSpec[] => [
  { name: 'name', label: t('fields.name'), kind: 'text' },
  { name: 'logoUrl', label: t('fields.logoUrl'), kind: 'image', uploadType: 'supporter' },
  { name: 'website', label: t('fields.website'), kind: 'text' },
];

export const placeFields = (t: T): FieldSpec[] => [
  { name: 'name', label: t('fields.name'), kind: 'text', spanish: 'es.name' },
  { name: 'photoUrl', label: t('fields.photoUrl'), kind: 'image', uploadType: 'place' },
  { name: 'description', label: t('fields.description'), kind: 'textarea', spanish: 'es.description' },
  { name: 'category', label: t('fields.category'), kind: 'text' },
  { name: 'types', label: t('fields.types'), kind: 'multiselect', options: PLACE_TYPES.map((type) => ({ value: type, label: type })) },
];

export const faqFields = (t: T): FieldSpec[] => [
  { name: 'question', label: t('fields.question'), kind: 'text', spanish: 'es.question' },
  { name: 'answer', label: t('fields.answer'), kind: 'textarea', spanish: 'es.answer' },
  { name: 'category', label: t('fields.category'), kind: 'text' },
];

const ofType =
  (...types: string[]) =>
  (values: FormValues) =>
    types.includes(String(values.type));

export const travelResourceFields = (t: T): FieldSpec[] => [
  {
    name: 'type',
    label: t('fields.type'),
    kind: 'select',
    options: TRAVEL_RESOURCE_TYPES.map((type) => ({ value: type, label: t(`resourceTypes.${type}`) })),
  },
  { name: 'title', label: t('fields.title'), kind: 'text', spanish: 'es.title' },
  { name: 'content.address', label: t('fields.address'), kind: 'text', visibleWhen: ofType('hotel', 'embassy'), spanish: 'es.address' },
  { name: 'content.phone', label: t('fields.phone'), kind: 'text', visibleWhen: ofType('hotel', 'embassy') },
  { name: 'content.email', label: t('fields.email'), kind: 'text', visibleWhen: ofType('embassy') },
  {
    name: 'content.description',
    label: t('fields.description'),
    kind: 'textarea',
    visibleWhen: ofType('recommendation'),
    spanish: 'es.description',
  },
  { name: 'content.spanish', label: t('fields.spanish'), kind: 'text', visibleWhen: ofType('phrase') },
  { name: 'content.english', label: t('fields.english'), kind: 'text', visibleWhen: ofType('phrase') },
];

export const itineraryDayFields = (t: T): FieldSpec[] => [
  { name: 'year', label: t('year'), kind: 'number' },
  { name: 'dayNumber', label: t('fields.dayNumber'), kind: 'number' },
  { name: 'date', label: t('fields.date'), kind: 'text' },
  { name: 'city', label: t('fields.city'), kind: 'text' },
  { name: 'title', label: t('fields.title'), kind: 'text', spanish: 'es.title' },
  { name: 'dressCode', label: t('fields.dressCode'), kind: 'text', spanish: 'es.dressCode' },
];

export const speakerFields = (t: T): FieldSpec[] => [
  { name: 'name', label: t('fields.name'), kind: 'text' },
  { name: 'title', label: t('fields.title'), kind: 'text', spanish: 'es.title' },
  { name: 'organization', label: t('fields.organization'), kind: 'text' },
  { name: 'photoUrl', label: t('fields.photoUrl'), kind: 'image', uploadType: 'speaker' },
  { name: 'bio', label: t('fields.bio'), kind: 'textarea', spanish: 'es.bio' },
  { name: 'tags', label: t('fields.tags'), kind: 'tags' },
  { name: 'year', label: t('year'), kind: 'number' },
  { name: 'socials.linkedin', label: t('fields.linkedin'), kind: 'text' },
  { name: 'socials.twitter', label: t('fields.twitter'), kind: 'text' },
];
