import {
  decisionTemplatesSchema,
  templatePreviewSchema,
  type Decision,
  type DecisionTemplates,
  type EmailTemplate,
  type Language,
  type TemplatePreview,
  type TemplatePreviewInput,
} from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const DECISION_TEMPLATES_PATH = '/api/admin/applications/decision-templates';

export const parseDecisionTemplates = (body: unknown): DecisionTemplates => decisionTemplatesSchema.parse(body);

export async function saveDecisionTemplate(decision: Decision, language: Language, template: EmailTemplate): Promise<DecisionTemplates> {
  return parseDecisionTemplates(await apiRequest('PUT', `${DECISION_TEMPLATES_PATH}/${decision}/${language}`, template));
}

export async function previewDecisionTemplate(input: TemplatePreviewInput): Promise<TemplatePreview> {
  return templatePreviewSchema.parse(await apiRequest('POST', `${DECISION_TEMPLATES_PATH}/preview`, input));
}
