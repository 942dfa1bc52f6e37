import { accountListSchema, type Account } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../auth/queries/current-user-queries';
import { authSpotsPaths } from '../../auth-spots/api/auth-spots-api';

/** The auth service's largest page. */
const ORGANIZERS_PAGE_SIZE = 100;
/** Another organizer's sign-up shows within 30 seconds. */
const ORGANIZERS_STALE_TIME_MS = 30_000;

/** Every organizer account, page after page, however many there are. */
async function readAllOrganizers(): Promise<Account[]> {
  const organizers: Account[] = [];
  for (let page = 1; ; page++) {
    const list = accountListSchema.parse(await apiRequest('GET', buildUrl(authSpotsPaths.accounts, { role: 'ORGANIZER', page, pageSize: ORGANIZERS_PAGE_SIZE })));
    organizers.push(...list.accounts);
    if (list.accounts.length === 0 || organizers.length >= list.total) return organizers;
  }
}

/**
 * Organizers' current names by user id: the fallback for history and audit entries recorded before
 * entries kept the actor's name. Under the accounts path, so account changes refresh it.
 */
function useOrganizerNames() {
  return useQuery({
    queryKey: [authSpotsPaths.accounts, { role: 'ORGANIZER', all: true }],
    queryFn: readAllOrganizers,
    select: (organizers) => new Map(organizers.map((account) => [account.id, account.fullName])),
    staleTime: ORGANIZERS_STALE_TIME_MS,
  });
}

export interface ActorNames {
  /** True until the current names have arrived (or failed), so a list can wait rather than flicker. */
  isPending: boolean;
  /**
   * Who made a change, by name: the name recorded with the entry, else the organizer's current
   * name, else null (an account that no longer exists, or names that could not be read); never an id.
   */
  nameOf: (actorId: string, recordedName: string | null) => string | null;
}

export function useActorNames(): ActorNames {
  const names = useOrganizerNames();
  const { user } = useCurrentUser();
  return {
    isPending: names.isPending,
    nameOf: (actorId, recordedName) => recordedName ?? names.data?.get(actorId) ?? (actorId === user?.id ? user.fullName : null),
  };
}
