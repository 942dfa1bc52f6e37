import {
  INTERNAL_KEY_HEADER,
  INTERNAL_PARTICIPANT_PEOPLE_PATH,
  internalParticipantStandingPath,
  participantPeopleSchema,
  participantStandingSchema,
  type ParticipantPerson,
  type ParticipantStanding,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';

const TIMEOUT_MS = 10_000;

/**
 * The participant service's internal API (PARTICIPANT_INTERNAL_KEY): it alone knows each person's
 * edition, whether they still hold their spot and how their profile names them. A refusal it
 * explains (409, or 503 with its message) is passed on; no answer at all reads as `unavailable`.
 */
export interface ParticipantsClient {
  /** The caller as their portal opens: their edition recorded and their documents made on first access. */
  standing(userId: string, unavailable: string): Promise<ParticipantStanding>;
  /** What is known of these people; nothing is created. */
  people(userIds: readonly string[], unavailable: string): Promise<ParticipantPerson[]>;
}

export function createParticipantsClient(participantServiceUrl: string, internalKey: string): ParticipantsClient {
  async function call(path: string, unavailable: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, participantServiceUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw AppError.unavailable(unavailable);
    }
    const answer: unknown = await response.json().catch(() => null);
    const message = (answer as { message?: unknown } | null)?.message;
    if (response.status === 409 && typeof message === 'string') throw AppError.conflict(message);
    if (response.status === 503 && typeof message === 'string') throw AppError.unavailable(message);
    if (!response.ok) throw AppError.unavailable(unavailable);
    return answer;
  }

  return {
    async standing(userId, unavailable) {
      const parsed = participantStandingSchema.safeParse(await call(internalParticipantStandingPath(userId), unavailable));
      if (!parsed.success) throw AppError.unavailable(unavailable);
      return parsed.data;
    },
    async people(userIds, unavailable) {
      if (userIds.length === 0) return [];
      const parsed = participantPeopleSchema.safeParse(await call(INTERNAL_PARTICIPANT_PEOPLE_PATH, unavailable, { userIds: [...new Set(userIds)] }));
      if (!parsed.success) throw AppError.unavailable(unavailable);
      return parsed.data.people;
    },
  };
}
