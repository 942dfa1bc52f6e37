/**
 * The contracts' messages that are built from values ("Bio must be at most 500 characters",
 * "Upload failed with status 413"). Each is one English template; the schemas and servers fill it,
 * and a client that shows the message in another language parses the English text back into the
 * template's key and values (`parseContractMessage`) and fills its own template. No zod here: the
 * web loads this with the screens that show contract messages.
 */
import { ENGLISH_MONTHS } from './english-months.js';

/** Every field a length or type message names, under a stable key, so a translation can name the field too. */
export const fieldLabels = {
  additionalConsiderations: 'Additional considerations',
  address: 'Address',
  affiliation: 'Affiliation',
  answer: 'Answer',
  arrivalFlight: 'Arrival flight',
  bio: 'Bio',
  category: 'Category',
  city: 'City',
  comments: 'Comments',
  content: 'Content',
  country: 'Country',
  countryOfOrigin: 'Country of origin',
  departureFlight: 'Departure flight',
  description: 'Description',
  dietaryPreference: 'Dietary preference',
  dressCode: 'Dress code',
  emergencyContactName: 'Emergency contact name',
  englishTranslation: 'English translation',
  favoriteFood: 'Favorite Mexican food',
  fileName: 'File name',
  firstAndMiddleNames: 'First and middle names',
  firstName: 'First name',
  fullLegalName: 'Full legal name',
  fullName: 'Full name',
  groupLink: 'Group link',
  insuranceProvider: 'Insurance provider',
  imageUrl: 'Image URL',
  lastName: 'Last name',
  message: 'Message',
  name: 'Name',
  nationality: 'Nationality',
  note: 'Note',
  organization: 'Organization',
  passportCountry: 'Passport country',
  passportNationality: 'Passport nationality',
  passportNumber: 'Passport number',
  phone: 'Phone',
  phoneNumber: 'Phone number',
  policyNumber: 'Policy number',
  preferredName: 'Preferred name',
  program: 'Program',
  question: 'Question',
  reference: 'Reference',
  relation: 'Relation',
  role: 'Role',
  roommateName: 'Roommate name',
  socialLink: 'Social link',
  spanishPhrase: 'Spanish phrase',
  specialRequirement: 'Special requirement',
  subject: 'Subject',
  tag: 'Tag',
  time: 'Time',
  title: 'Title',
  university: 'University',
  website: 'Website',
} as const;

export type FieldLabelKey = keyof typeof fieldLabels;
export type FieldLabel = (typeof fieldLabels)[FieldLabelKey];

/**
 * What a template's value is: `label` one of `fieldLabels` (translated by its key), `number` digits,
 * `date` a calendar date as the English messages write it ("March 1, 2026"), `text` anything else
 * (an email address), shown as it is.
 */
type ValueKind = 'label' | 'number' | 'date' | 'text';

interface MessageTemplate {
  /** The English text with `{{name}}` where each value goes (the same syntax as the web's translations). */
  english: string;
  values: Record<string, ValueKind>;
}

export const contractMessageTemplates = {
  textTooLong: { english: '{{label}} must be at most {{max}} characters', values: { label: 'label', max: 'number' } },
  notText: { english: '{{label}} must be text', values: { label: 'label' } },
  logisticsFetchFailed: { english: 'Failed to fetch logistics: {{status}}', values: { status: 'number' } },
  uploadFailedStatus: { english: 'Upload failed with status {{status}}', values: { status: 'number' } },
  directoryWaiting: {
    english: 'Your card will appear in the directory when the organizers open the {{year}} cohort.',
    values: { year: 'number' },
  },
  pastEditionReadOnly: {
    english:
      'The Mexico Trek {{year}} has ended, so its logistics, WhatsApp group and spot transfers are closed. Your profile stays editable for the {{year}} cohort of the directory.',
    values: { year: 'number' },
  },
  yearChangesOnlyByStartNext: {
    english: 'The current edition is {{currentYear}}. The year changes only with "Start the next edition"; reload the settings and try again.',
    values: { currentYear: 'number' },
  },
  alreadyMovedOn: {
    english: 'The {{fromYear}} edition has already moved on: the current edition is {{currentYear}}.',
    values: { fromYear: 'number', currentYear: 'number' },
  },
  signInLocked: {
    english: 'Too many failed sign-ins for this account. Try again in {{minutes}} minutes, or ask the organizers to reset your password.',
    values: { minutes: 'number' },
  },
  applicationsClosed: {
    english: 'Applications for the Mexico Trek {{year}} closed on {{deadline}}. To reach the team, write to {{contactEmail}}.',
    values: { year: 'number', deadline: 'date', contactEmail: 'text' },
  },
} as const satisfies Record<string, MessageTemplate>;

type Templates = typeof contractMessageTemplates;
export type ContractTemplateKey = keyof Templates;

type FilledValue<Kind extends ValueKind> = Kind extends 'label' ? FieldLabel : Kind extends 'number' ? number : string;

/** The values a template is filled with, as the English text shows them. */
export type ContractTemplateValues<Key extends ContractTemplateKey> = {
  [Name in keyof Templates[Key]['values']]: FilledValue<Templates[Key]['values'][Name] & ValueKind>;
};

/** A template's English text with its values in place: what the schemas and servers answer. */
export function contractMessage<Key extends ContractTemplateKey>(key: Key, values: ContractTemplateValues<Key>): string {
  const filled = values as Record<string, string | number>;
  return contractMessageTemplates[key].english.replace(/{{(\w+)}}/g, (_, name: string) => String(filled[name]));
}

type ParsedValue<Kind extends ValueKind> = Kind extends 'label' ? FieldLabelKey : Kind extends 'number' ? number : string;

/** One value-built message, parsed: its template and values, a label as its key and a date as `YYYY-MM-DD`. */
/** The message of a text over its limit: "Bio must be at most 2000 characters". */
export const textTooLong = (label: FieldLabel, max: number) => contractMessage('textTooLong', { label, max });

export type ParsedContractMessage = {
  [Key in ContractTemplateKey]: {
    key: Key;
    values: { [Name in keyof Templates[Key]['values']]: ParsedValue<Templates[Key]['values'][Name] & ValueKind> };
  };
}[ContractTemplateKey];

const labelKeyByText = new Map(Object.entries(fieldLabels).map(([key, label]) => [label as string, key as FieldLabelKey]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const VALUE_PATTERNS: Record<ValueKind, string> = {
  // Longest first, so "Country of origin" is not read as "Country".
  label: `(${[...labelKeyByText.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`,
  number: '(\\d+)',
  date: `((?:${ENGLISH_MONTHS.join('|')}) \\d{1,2}, \\d{4})`,
  text: '(.+?)',
};

/** "March 1, 2026" as "2026-03-01". */
function isoDateOf(englishDate: string): string {
  const [monthName, day, year] = englishDate.replace(',', '').split(' ') as [string, string, string];
  const month = (ENGLISH_MONTHS as readonly string[]).indexOf(monthName) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function parseValue(kind: ValueKind, text: string): string | number {
  if (kind === 'label') return labelKeyByText.get(text)!;
  if (kind === 'number') return Number(text);
  if (kind === 'date') return isoDateOf(text);
  return text;
}

const templateMatchers = Object.entries(contractMessageTemplates as Record<string, MessageTemplate>).map(([key, template]) => {
  const names: string[] = [];
  const seen = new Map<string, number>();
  const source = template.english
    .split(/({{\w+}})/)
    .map((part) => {
      const name = /^{{(\w+)}}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      // A value named twice ("the {{year}} cohort") must be the same both times.
      if (seen.has(name)) return `\\${seen.get(name)}`;
      names.push(name);
      seen.set(name, names.length);
      return VALUE_PATTERNS[template.values[name]!];
    })
    .join('');
  return { key, template, names, pattern: new RegExp(`^${source}$`) };
});

/** The template and values of one of the contracts' value-built English messages, or undefined for any other text. */
export function parseContractMessage(message: string): ParsedContractMessage | undefined {
  for (const { key, template, names, pattern } of templateMatchers) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, parseValue(template.values[name]!, match[index + 1]!)]));
    return { key, values } as ParsedContractMessage;
  }
  return undefined;
}
