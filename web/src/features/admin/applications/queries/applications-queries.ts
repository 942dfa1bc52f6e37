import {
  applicationDetailSchema,
  applicationListSchema,
  applicationStatsSchema,
  type ApplicationStatusChange,
} from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readFirstScreen, readQuery, stripStatusPrefix, type QueryParams } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useInvalidateParticipantAccounts } from '../../auth-spots/queries/auth-spots-queries';
import { filterParams } from '../../components/list-filters';
import { applicationsPaths, changeApplicationStatus, createParticipantAccount } from '../api/applications-api';
import { admissionsBoardQuery } from './admissions-queries';

/** Organizers see each other's changes soon: the review lists stay fresh for 30 seconds, not 5 minutes. */
const REVIEW_STALE_TIME_MS = 30_000;

export interface ApplicationFilterValues {
  search: string;
  status: string;
  affiliation: string;
  commitment: string;
  passportValid: string;
  sort: string;
  minMean: string;
  maxReviews: string;
  minSpread: string;
  notReviewedByMe: string;
}

export const EMPTY_FILTERS: ApplicationFilterValues = {
  search: '',
  status: '',
  affiliation: '',
  commitment: '',
  passportValid: '',
  sort: '',
  minMean: '',
  maxReviews: '',
  minSpread: '',
  notReviewedByMe: '',
};

/** A page of the list, as the tab shows it. */
export const APPLICATIONS_PAGE_SIZE = 25;

const applicationListQuery = (params: QueryParams) => ({
  queryKey: [applicationsPaths.list, params],
  queryFn: async (context: QueryFunctionContext) => applicationListSchema.parse(await readQuery(context)),
  staleTime: REVIEW_STALE_TIME_MS,
});

export function useApplicationList(params: QueryParams) {
  return useQuery({ ...applicationListQuery(params), placeholderData: (previous) => previous });
}

/** The list as the tab opens (no filter, the first page) and the admissions board above it, fetched ahead of a click. */
export function prefetchApplicationsReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(applicationListQuery({ ...filterParams(EMPTY_FILTERS), page: 1, pageSize: APPLICATIONS_PAGE_SIZE })),
    queryClient.prefetchQuery(admissionsBoardQuery),
  ]);
}

export function useApplicationDetail(id: string | null) {
  return useQuery({
    queryKey: [applicationsPaths.detail(id ?? '')],
    queryFn: async (context) => applicationDetailSchema.parse(await readQuery(context)),
    enabled: id !== null,
    staleTime: REVIEW_STALE_TIME_MS,
  });
}

export function useApplicationStats() {
  return useQuery({
    queryKey: [applicationsPaths.stats],
    queryFn: async () => applicationStatsSchema.parse(await readFirstScreen(applicationsPaths.stats)),
    staleTime: REVIEW_STALE_TIME_MS,
  });
}

/** After a change, the list, the counts and the detail are read again. */
function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [applicationsPaths.list] }),
      queryClient.invalidateQueries({ queryKey: [applicationsPaths.stats] }),
      queryClient.invalidateQueries({ queryKey: [applicationsPaths.detail(id)] }),
    ]);
}

export function useChangeApplicationStatus(id: string) {
  const { t } = useTranslation('adminApplications');
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: (change: ApplicationStatusChange) => changeApplicationStatus(id, change),
    // Here rather than in mutate()'s callbacks: the status form remounts once the refreshed detail
    // shows the new status, and callbacks given to mutate() are dropped with the form that gave them.
    onSuccess: async (updated) => {
      showToast({
        title: t('toasts.statusChanged'),
        message: t('toasts.statusChangedMessage', { ref: updated.ref, status: t(`status.${updated.status}`) }),
        tone: 'success',
      });
      await invalidate(id);
    },
    onError: (error) => showToast({ title: t('toasts.failed'), message: stripStatusPrefix(error.message), tone: 'error' }),
  });
}

export function useCreateParticipantAccount(id: string) {
  const invalidate = useInvalidateApplications();
  const invalidateAccounts = useInvalidateParticipantAccounts();
  return useMutation({
    mutationFn: () => createParticipantAccount(id),
    onSuccess: () => Promise.all([invalidate(id), invalidateAccounts()]),
  });
}
