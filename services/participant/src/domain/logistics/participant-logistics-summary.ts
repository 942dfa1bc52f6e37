import type { ParticipantLogisticsSummary } from '@trek/contracts';
import type { ParticipantRecord } from '../people/participant-record.js';
import { logisticsStateOf } from '../people/participant-status.js';

/** Status and choices for the participant detail; the passport data is left out on purpose. */
export function toLogisticsSummary(record: ParticipantRecord | null): ParticipantLogisticsSummary {
  const logistics = record?.logistics;
  return {
    status: logisticsStateOf(record),
    submittedAt: logistics?.submittedAt?.toISOString() ?? null,
    updatedAt: logistics?.updatedAt?.toISOString() ?? null,
    legalName: logistics?.legalName ?? null,
    schoolAffiliation: logistics?.schoolAffiliation ?? null,
    roommatePreference: logistics?.roommatePreference ?? null,
    roommateNameOrNA: logistics?.roommateNameOrNA ?? null,
    dietaryPreferences: logistics?.dietaryPreferences ?? [],
    day0Decision: logistics?.day0Decision ?? null,
    day0Locked: logistics?.day0Locked ?? false,
    day2Preference: logistics?.day2Preference ?? null,
  };
}
