import {
  logisticsFieldsSchema,
  participantDisplayName,
  profileCompletion,
  setupProgress,
  type AdminLogisticsState,
  type LogisticsField,
  type Progress,
  type ProfileItemKey,
  type SetupItem,
  type SetupItemKey,
} from '@trek/contracts';
import type { ParticipantRecord } from './participant-record.js';

/** A participant's setup as organizers see it; a participant without a document has done nothing yet. */
export interface ParticipantStatus {
  profile: Progress<ProfileItemKey>;
  logisticsStatus: AdminLogisticsState;
  hasJoinedWhatsapp: boolean;
  setup: Progress<SetupItemKey>;
  missing: SetupItem[];
}

const LOGISTICS_FIELDS = Object.keys(logisticsFieldsSchema.shape) as LogisticsField[];

/** NOT_STARTED until a first logistics field is saved. */
export function logisticsStateOf(record: ParticipantRecord | null): AdminLogisticsState {
  if (!record) return 'NOT_STARTED';
  if (record.logistics.status === 'SUBMITTED') return 'SUBMITTED';
  const started = LOGISTICS_FIELDS.some((field) => record.logistics[field] !== undefined && record.logistics[field] !== null);
  return started ? 'DRAFT' : 'NOT_STARTED';
}

export function statusOf(record: ParticipantRecord | null): ParticipantStatus {
  const profile = profileCompletion(record?.profile ?? {});
  const hasJoinedWhatsapp = record?.hasJoinedWhatsapp ?? false;
  const logisticsStatus = logisticsStateOf(record);
  const setup = setupProgress({ profile: record?.profile ?? {}, logisticsSubmitted: logisticsStatus === 'SUBMITTED', hasJoinedWhatsapp });
  return { profile, logisticsStatus, hasJoinedWhatsapp, setup, missing: setup.items.filter((item) => !item.done).map((item) => item.key) };
}

/** The profile's name, else the logistics' preferred or legal name; '' when none is known. */
export function nameOf(record: ParticipantRecord | null): string {
  if (!record) return '';
  return participantDisplayName(record.profile) || record.logistics.preferredName?.trim() || record.logistics.legalName?.trim() || '';
}
