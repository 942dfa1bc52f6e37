import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DECISIONS, emailTemplateSchema, TEMPLATE_PLACEHOLDERS, type Decision, type EmailTemplate, type Language } from '@trek/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { usePreviewDecisionTemplate, useDecisionTemplates, useSaveDecisionTemplate } from '../queries/decision-emails-queries';

const LANGUAGES_SIDE_BY_SIDE: readonly Language[] = ['en', 'es'];

/**
 * The emails a release sends, one per decision and language: English and Spanish side by side,
 * the placeholders they may quote, and a preview the server fills with sample values.
 */
export function DecisionEmailsEditor() {
  const { t } = useTranslation('adminContent');
  const templates = useDecisionTemplates();
  const [decision, setDecision] = useState<Decision>('accepted');

  if (templates.isPending) return <Loader size="sm" />;
  if (templates.isError) return <Alert color="red">{t('loadFailed')}</Alert>;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('decisionEmails.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('decisionEmails.decision')}
        value={decision}
        onChange={(value) => setDecision(DECISIONS.find((candidate) => candidate === value) ?? 'accepted')}
        data={DECISIONS.map((value) => ({ value, label: t(`decisionEmails.decisions.${value}`) }))}
        fullWidth
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {LANGUAGES_SIDE_BY_SIDE.map((language) => (
          <TemplateForm key={`${decision}-${language}`} decision={decision} language={language} template={templates.data[decision][language]} />
        ))}
      </SimpleGrid>
      <Placeholders />
    </Stack>
  );
}

function TemplateForm({ decision, language, template }: { decision: Decision; language: Language; template: EmailTemplate | undefined }) {
  const { t } = useTranslation('adminContent');
  const { text } = useContractMessage();
  const save = useSaveDecisionTemplate(decision, language);
  const preview = usePreviewDecisionTemplate();
  const form = useForm<EmailTemplate>({ resolver: zodResolver(emailTemplateSchema), values: template ?? { subject: '', body: '' } });
  const languageName = t(`decisionEmails.languages.${language}`);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('decisionEmails.formLabel', { decision: t(`decisionEmails.decisions.${decision}`), language: languageName })}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Title order={3} size="h6">
            {languageName}
          </Title>
          <TextInput label={t('decisionEmails.subject', { language: languageName })} {...form.register('subject')} error={text(form.formState.errors.subject?.message)} />
          <Textarea
            label={t('decisionEmails.body', { language: languageName })}
            rows={12}
            {...form.register('body')}
            error={text(form.formState.errors.body?.message)}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="light"
              loading={preview.isPending}
              onClick={form.handleSubmit((values) => preview.mutate({ decision, language, ...values }))}
            >
              {t('decisionEmails.preview')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
          {preview.isError && <Alert color="red">{t('decisionEmails.previewFailed')}</Alert>}
          {preview.data && (
            <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)" aria-label={t('decisionEmails.previewLabel', { language: languageName })} role="region">
              <Text size="xs" c="dimmed">
                {t('decisionEmails.previewHint')}
              </Text>
              <Text fw={600} size="sm" mt={4}>
                {preview.data.subject}
              </Text>
              <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {preview.data.text}
              </Text>
            </Paper>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function Placeholders() {
  const { t } = useTranslation('adminContent');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h6" mb="xs">
        {t('decisionEmails.placeholdersTitle')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t('decisionEmails.placeholdersTitle')}>
        <Table.Tbody>
          {TEMPLATE_PLACEHOLDERS.map((name) => (
            <Table.Tr key={name}>
              <Table.Td w="1%" style={{ whiteSpace: 'nowrap' }}>
                <Code>{`{{${name}}}`}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`decisionEmails.placeholders.${name}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
