import {
  applicationDetailSchema,
  applicationListSchema,
  applicationStatsSchema,
  type ApplicationStatusChange,
} from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readQuery, stripStatusPrefix, type QueryParams } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useInvalidateParticipantAccounts } from '../../auth-spots/queries/auth-spots-queries';
import { applicationsPaths, changeApplicationStatus, createParticipantAccount } from '../api/applications-api';

/** Organizers see each other's changes soon: the review lists stay fresh for 30 seconds, not 5 minutes. */
const REVIEW_STALE_TIME_MS = 30_000;

export function useApplicationList(params: QueryParams) {
  return useQuery({
    queryKey: [applicationsPaths.list, params],
    queryFn: async (context) => applicationListSchema.parse(await readQuery(context)),
    staleTime: REVIEW_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
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
    queryFn: async (context) => applicationStatsSchema.parse(await readQuery(context)),
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
