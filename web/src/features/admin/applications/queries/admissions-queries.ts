import { admissionsBoardSchema, type DraftDecisions, type ReviewInput, type WaitlistOrder } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';
import { admissionsPaths, draftDecisions, offerFreedSpots, previewRelease, releaseDecisions, reorderWaitlist, saveReview } from '../api/admissions-api';
import { applicationsPaths } from '../api/applications-api';

/** Organizers decide together: the board stays fresh for 30 seconds, like the lists. */
const BOARD_STALE_TIME_MS = 30_000;

export const admissionsBoardQuery = {
  queryKey: [admissionsPaths.board],
  queryFn: async (context: QueryFunctionContext) => admissionsBoardSchema.parse(await readQuery(context)),
  staleTime: BOARD_STALE_TIME_MS,
};

export function useAdmissionsBoard() {
  return useQuery(admissionsBoardQuery);
}

/**
 * A review, a draft, a release or an offer changes the list, the counts, every detail and the
 * board: all are read again (not the release preview, which its dialog reads when it opens).
 */
function useInvalidateAdmissions() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(applicationsPaths.list) && path !== admissionsPaths.preview,
    });
}

export function useSaveReview(id: string) {
  const invalidate = useInvalidateAdmissions();
  return useMutation({ mutationFn: (review: ReviewInput) => saveReview(id, review), onSuccess: invalidate });
}

export function useDraftDecisions() {
  const invalidate = useInvalidateAdmissions();
  return useMutation({ mutationFn: (input: DraftDecisions) => draftDecisions(input), onSuccess: invalidate });
}

/** What a release would send now; read afresh each time the release dialog opens. */
export function useReleasePreview(enabled: boolean) {
  return useQuery({ queryKey: [admissionsPaths.preview], queryFn: previewRelease, enabled, staleTime: 0, gcTime: 0 });
}

export function useReleaseDecisions() {
  const invalidate = useInvalidateAdmissions();
  return useMutation({ mutationFn: releaseDecisions, onSuccess: invalidate });
}

export function useReorderWaitlist() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdmissions();
  return useMutation({
    mutationFn: (order: WaitlistOrder) => reorderWaitlist(order),
    onSuccess: (board) => queryClient.setQueryData([admissionsPaths.board], board),
    // A refused order (someone changed the waitlist meanwhile) shows the current one again.
    onError: invalidate,
  });
}

export function useOfferFreedSpots() {
  const invalidate = useInvalidateAdmissions();
  return useMutation({ mutationFn: offerFreedSpots, onSuccess: invalidate });
}
