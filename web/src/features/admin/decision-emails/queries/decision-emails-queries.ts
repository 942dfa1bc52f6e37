import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Decision, EmailTemplate, Language, TemplatePreviewInput } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { readQuery, stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { DECISION_TEMPLATES_PATH, parseDecisionTemplates, previewDecisionTemplate, saveDecisionTemplate } from '../api/decision-emails-api';

const templatesQuery = queryOptions({
  queryKey: [DECISION_TEMPLATES_PATH],
  queryFn: async (context) => parseDecisionTemplates(await readQuery(context)),
});

export function useDecisionTemplates() {
  return useQuery(templatesQuery);
}

export function useSaveDecisionTemplate(decision: Decision, language: Language) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('adminContent');
  return useMutation({
    mutationFn: (template: EmailTemplate) => saveDecisionTemplate(decision, language, template),
    onSuccess: (templates) => {
      queryClient.setQueryData(templatesQuery.queryKey, templates);
      showToast({ tone: 'success', title: t('toast.savedTitle'), message: t('decisionEmails.saved') });
    },
    onError: (error: Error) => showToast({ tone: 'error', title: t('toast.failedTitle'), message: stripStatusPrefix(error.message) }),
  });
}

export function usePreviewDecisionTemplate() {
  return useMutation({ mutationFn: (input: TemplatePreviewInput) => previewDecisionTemplate(input) });
}
