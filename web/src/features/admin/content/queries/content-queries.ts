import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { editionViewSchema, type EditionSettings } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { readQuery, stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { EDITION_PATH as PUBLIC_EDITION_PATH } from '../../../edition/api/edition-path';
import {
  EDITION_PATH,
  adminPathOf,
  deleteItem,
  parseAdminItems,
  publicPathOf,
  reorderItems,
  saveEdition,
  saveItem,
  startNextEdition,
  type CollectionName,
} from '../api/content-api';

/** The organizers' list of a collection, of one year's items when `year` is given. */
export const contentListQuery = (collection: CollectionName, year?: number) =>
  queryOptions({
    queryKey: year === undefined ? [adminPathOf(collection)] : [adminPathOf(collection), { year }],
    queryFn: async (context) => parseAdminItems(collection, await readQuery(context)),
  });

export function useContentList(collection: CollectionName, year?: number) {
  return useQuery(contentListQuery(collection, year));
}

export function useEdition() {
  return useQuery({ queryKey: [EDITION_PATH], queryFn: async (context) => editionViewSchema.parse(await readQuery(context)) });
}

/** After a write the admin list and the landing page's read are both refetched. */
async function refresh(queryClient: QueryClient, adminPath: string, publicPath: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [adminPath] }),
    queryClient.invalidateQueries({ queryKey: [publicPath] }),
  ]);
}

function useToasts() {
  const { t } = useTranslation('adminContent');
  return {
    saved: (message = t('toast.saved')) => showToast({ tone: 'success', title: t('toast.savedTitle'), message }),
    deleted: (name: string) => showToast({ tone: 'success', title: t('toast.deletedTitle'), message: t('toast.deleted', { name }) }),
    failed: (error: Error) => showToast({ tone: 'error', title: t('toast.failedTitle'), message: stripStatusPrefix(error.message) }),
    reordered: () => showToast({ tone: 'success', title: t('toast.savedTitle'), message: t('toast.reordered') }),
  };
}

export function useContentMutations(collection: CollectionName) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const onSettled = () => refresh(queryClient, adminPathOf(collection), publicPathOf(collection));
  const save = useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: Record<string, unknown> }) => saveItem(collection, id, fields),
    onSuccess: () => toasts.saved(),
    onError: toasts.failed,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => deleteItem(collection, id),
    onSuccess: (_result, { name }) => toasts.deleted(name),
    onError: toasts.failed,
    onSettled,
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderItems(collection, ids),
    onSuccess: toasts.reordered,
    onError: toasts.failed,
    onSettled,
  });
  return { save, remove, reorder };
}

/**
 * Moves the edition on a year. Every read of the edition (organizers', the public one every
 * screen shares, the participants') is refetched, so titles and badges follow at once.
 */
export function useStartNextEdition() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('adminContent');
  const toasts = useToasts();
  return useMutation({
    mutationFn: (fromYear: number) => startNextEdition(fromYear),
    onSuccess: (edition) => showToast({ tone: 'success', title: t('nextEdition.startedTitle', { year: edition.year }), message: t('nextEdition.started') }),
    onError: toasts.failed,
    onSettled: async () => {
      await refresh(queryClient, EDITION_PATH, PUBLIC_EDITION_PATH);
      await queryClient.invalidateQueries();
    },
  });
}

export function useSaveEdition() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (settings: EditionSettings) => saveEdition(settings),
    onSuccess: () => toasts.saved(),
    onError: toasts.failed,
    onSettled: () => refresh(queryClient, EDITION_PATH, PUBLIC_EDITION_PATH),
  });
}
