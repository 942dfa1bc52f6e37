import { Schema, type Connection, type Model } from 'mongoose';
import type { LogisticsFields, LogisticsStatus, ParticipantProfileFields } from '@trek/contracts';

/**
 * The documents one person's state is kept in (DESIGN.md data rules: one writer per document).
 * FerretDB 1.24 rewrites a whole document on every update, so state that different screens or
 * actors save independently lives apart. Each is the person's own, keyed by their user id; a spot
 * transfer moves the spot (spots/spot.repository.ts), never these:
 * - `participant_profiles`: the profile screen's document (one per user id);
 * - `participant_logistics`: the logistics wizard's document (one per user id);
 * - `whatsapp_confirmations`: insert-only, one per user id;
 * - `day0_locks`: the organizers' per-person Day 0 lock (one per user id).
 */

export type ProfileFields = Partial<Omit<ParticipantProfileFields, 'cohortYears'>> & { cohortYears: ParticipantProfileFields['cohortYears'] };

export interface ProfileDocument extends ProfileFields {
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Passport number, date of birth, the emergency contact and the insurance are stored encrypted (see field-cipher.ts). */
export interface LogisticsDocument extends Partial<LogisticsFields> {
  userId: string;
  status: LogisticsStatus;
  submittedAt: Date | null;
  updatedAt: Date;
  /** When a retention purge deleted the wizard's fields (absent until then). */
  purgedAt?: Date;
}

export interface WhatsappConfirmationDocument {
  userId: string;
  at: Date;
}

/**
 * An organizer's lock or unlock of one participant's Day 0. It counts until the next "lock /
 * unlock for everyone" (which raises the setting's generation).
 */
export interface Day0LockDocument {
  userId: string;
  locked: boolean;
  generation: number;
  at: Date;
}

export type Lean<T> = T & { _id: { toString(): string } };

const text = { type: String };

/** A structured flight: the local date, time, airport and zone as entered, and the instant in UTC (ISO text, so it sorts). */
const flightSchema = new Schema(
  { airline: text, flightNumber: text, date: text, time: text, airport: text, timeZone: text, at: text },
  { _id: false },
);
const flight = { type: flightSchema, default: undefined };

const profileSchema = new Schema<ProfileDocument>(
  {
    userId: { type: String, required: true },
    firstName: text,
    lastName: text,
    preferredName: text,
    program: text,
    university: text,
    email: text,
    countryOfOrigin: text,
    bio: text,
    photoUrl: text,
    linkedin: text,
    instagram: text,
    twitter: text,
    facebook: text,
    tiktok: text,
    threads: text,
    website: text,
    // Empty until the participant chooses: read as their own edition's year.
    cohortYears: { type: [Number], default: () => [] },
  },
  { collection: 'participant_profiles', versionKey: false, timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } },
);
profileSchema.index({ userId: 1 }, { unique: true, name: 'one_profile_per_participant' });

const logisticsSchema = new Schema<LogisticsDocument>(
  {
    userId: { type: String, required: true },
    legalName: text,
    preferredName: text,
    gender: text,
    email: text,
    phoneMexico: text,
    schoolAffiliation: text,
    passportNationality: text,
    passportNumber: text,
    dateOfBirth: text,
    arrivalFlight: text,
    departureFlight: text,
    inboundFlight: flight,
    outboundFlight: flight,
    emergencyContactName: text,
    emergencyContactRelation: text,
    emergencyContactPhone: text,
    insuranceProvider: text,
    insurancePolicyNumber: text,
    roommatePreference: text,
    roommateNameOrNA: text,
    specialRequirement: text,
    dietaryPreferences: { type: [String], default: undefined },
    additionalConsiderations: text,
    day0Decision: text,
    day2Preference: text,
    status: { type: String, required: true, default: 'DRAFT' },
    submittedAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
    purgedAt: { type: Date, default: undefined },
  },
  { collection: 'participant_logistics', versionKey: false, timestamps: { createdAt: 'createdAt', updatedAt: false } },
);
logisticsSchema.index({ userId: 1 }, { unique: true, name: 'one_logistics_per_participant' });

const whatsappSchema = new Schema<WhatsappConfirmationDocument>(
  {
    userId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'whatsapp_confirmations', versionKey: false },
);
whatsappSchema.index({ userId: 1 }, { unique: true, name: 'one_confirmation_per_participant' });

const day0LockSchema = new Schema<Day0LockDocument>(
  {
    userId: { type: String, required: true },
    locked: { type: Boolean, required: true },
    generation: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'day0_locks', versionKey: false },
);
day0LockSchema.index({ userId: 1 }, { unique: true, name: 'one_day0_lock_per_participant' });

/** That a person's documents were erased on request: none may be created for them again. */
export interface ErasureDocument {
  _id: string;
  at: Date;
}

const erasureSchema = new Schema<ErasureDocument>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { collection: 'participant_erasures', versionKey: false });

export interface ParticipantModels {
  profiles: Model<ProfileDocument>;
  logistics: Model<LogisticsDocument>;
  whatsapp: Model<WhatsappConfirmationDocument>;
  day0Locks: Model<Day0LockDocument>;
  erasures: Model<ErasureDocument>;
}

export function participantModels(connection: Connection): ParticipantModels {
  return {
    profiles: connection.model<ProfileDocument>('ParticipantProfile', profileSchema),
    logistics: connection.model<LogisticsDocument>('ParticipantLogistics', logisticsSchema),
    whatsapp: connection.model<WhatsappConfirmationDocument>('WhatsappConfirmation', whatsappSchema),
    day0Locks: connection.model<Day0LockDocument>('Day0Lock', day0LockSchema),
    erasures: connection.model<ErasureDocument>('ParticipantErasure', erasureSchema),
  };
}

export const emptyProfileFields = (): ProfileFields => ({ cohortYears: [] });
