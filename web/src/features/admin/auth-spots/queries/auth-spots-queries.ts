import { PEOPLE_PAGE_MAX, accountListSchema, type CreateParticipantAccount, type ParticipantRosterItem, type SpotRecipientNaming } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { adminOverviewPath } from '../../overview/queries/overview-queries';
import { participantsPaths } from '../../participants/api/participants-api';
import {
  authSpotsPaths,
  createAccount,
  fetchSpotTransfers,
  nameSpotRecipient,
  readRosterPage,
  resetPassword,
  rotateSetupKey,
  setAccountDisabled,
  setOrganizerDisabled,
  signOutEverywhere,
  unlockSignIn,
} from '../api/auth-spots-api';

/** Organizers see each other's changes soon: the account list stays fresh for 30 seconds. */
const ACCOUNTS_STALE_TIME_MS = 30_000;
/** The roster's largest page holds every edition's participants, so this is one request. */
const ROSTER_PAGE_SIZE = PEOPLE_PAGE_MAX;

/** The participant accounts' page size in Auth Spots. */
export const ACCOUNTS_PAGE_SIZE = 25;

const accountListQuery = (params: QueryParams) => ({
  queryKey: [authSpotsPaths.accounts, { role: 'PARTICIPANT', ...params }],
  queryFn: async (context: QueryFunctionContext) => accountListSchema.parse(await readQuery(context)),
  staleTime: ACCOUNTS_STALE_TIME_MS,
});

/** The first page of the participant accounts, unsearched: what Auth Spots opens on. */
const firstAccountsPage: QueryParams = { search: null, page: 1, pageSize: ACCOUNTS_PAGE_SIZE };

export function useAccountList(params: QueryParams) {
  return useQuery({ ...accountListQuery(params), placeholderData: (previous) => previous });
}

/** The largest page the server gives: an organizing team is smaller than that. */
const ORGANIZERS_PAGE_SIZE = 100;

const organizerListQuery = {
  queryKey: [authSpotsPaths.accounts, { role: 'ORGANIZER', pageSize: ORGANIZERS_PAGE_SIZE }],
  queryFn: async (context: QueryFunctionContext) => accountListSchema.parse(await readQuery(context)),
  staleTime: ACCOUNTS_STALE_TIME_MS,
};

export function useOrganizerList() {
  return useQuery(organizerListQuery);
}

export type TransferState = Pick<ParticipantRosterItem, 'transferCount' | 'receivedByTransfer' | 'clearedAt' | 'transferredTo' | 'receivedFrom' | 'awaitingRecipient' | 'returnedToWaitlist'>;

/**
 * Each participant's transfer state by user id, from the participant service. The account list is
 * the auth service's, so the two are joined here; every roster page is read because the two lists
 * are paged and searched independently.
 */
const transferStatesQuery = {
  queryKey: [participantsPaths.roster, { transferStates: true }],
  queryFn: async () => {
    const first = await readRosterPage(1, ROSTER_PAGE_SIZE);
    const pageCount = Math.ceil(first.total / ROSTER_PAGE_SIZE);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => readRosterPage(index + 2, ROSTER_PAGE_SIZE)));
    const states = new Map<string, TransferState>();
    for (const { participants } of [first, ...rest]) {
      for (const { userId, ...state } of participants) states.set(userId, state);
    }
    return states;
  },
  staleTime: ACCOUNTS_STALE_TIME_MS,
  retry: false,
};

export function useTransferStates() {
  return useQuery(transferStatesQuery);
}

/**
 * A participant account was created or changed: the account lists, the Participants roster (which joins the
 * accounts, and with it the transfer states here) and the Overview's account counts are read again.
 */
export function useInvalidateParticipantAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([authSpotsPaths.accounts, participantsPaths.roster, adminOverviewPath].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

export function useCreateAccount() {
  const invalidate = useInvalidateParticipantAccounts();
  return useMutation({ mutationFn: (request: CreateParticipantAccount) => createAccount(request), onSuccess: invalidate });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (id: string) => resetPassword(id) });
}

export function useSetAccountDisabled() {
  const invalidate = useInvalidateParticipantAccounts();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => setAccountDisabled(id, disabled),
    onSuccess: invalidate,
  });
}

export function useRotateSetupKey() {
  return useMutation({ mutationFn: rotateSetupKey });
}

export function useSetOrganizerDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => setOrganizerDisabled(id, disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [authSpotsPaths.accounts] }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: (id: string) => signOutEverywhere(id) });
}

export function useUnlockSignIn() {
  return useMutation({ mutationFn: (id: string) => unlockSignIn(id) });
}

/** Another organizer's reset: their row then shows the password as not set. */
export function useResetOrganizerPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => resetPassword(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: [authSpotsPaths.accounts] }) });
}

/** Every spot transfer with both people; organizers name the recipient of one that waits. */
const spotTransfersQuery = { queryKey: [authSpotsPaths.spotTransfers], queryFn: fetchSpotTransfers, staleTime: ACCOUNTS_STALE_TIME_MS };

export function useSpotTransfers() {
  return useQuery(spotTransfersQuery);
}

/** Auth Spots' first reads, fetched ahead of a click on the tab: the accounts' first page, their transfer states, the transfers and the organizers. */
export function prefetchAuthSpotsReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(accountListQuery(firstAccountsPage)),
    queryClient.prefetchQuery(transferStatesQuery),
    queryClient.prefetchQuery(spotTransfersQuery),
    queryClient.prefetchQuery(organizerListQuery),
  ]);
}

/** After a naming the recipient has an account: the transfers, accounts and roster are read again. */
export function useNameSpotRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ spotId, naming }: { spotId: string; naming: SpotRecipientNaming }) => nameSpotRecipient(spotId, naming),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [authSpotsPaths.spotTransfers] });
      void queryClient.invalidateQueries({ queryKey: [authSpotsPaths.accounts] });
      void queryClient.invalidateQueries({ queryKey: [participantsPaths.roster] });
    },
  });
}
