import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { reviewInputSchema, reviewScore, reviewScoresProblem, SCORE_MAX, SCORE_MIN, type ApplicationDetail, type ReviewCriterion, type ReviewInput } from '@trek/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useCurrentUser } from '../../../auth/queries/current-user-queries';
import { useEdition } from '../../../edition/queries/edition-queries';
import { useSaveReview } from '../queries/admissions-queries';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => String(SCORE_MIN + index));

/** The shared schema, plus the edition's criteria: every one scored, none other (the server checks the same). */
const reviewFormSchema = (criteria: readonly ReviewCriterion[]) =>
  reviewInputSchema.superRefine(({ scores }, ctx) => {
    const problem = reviewScoresProblem(scores, criteria);
    if (problem) ctx.addIssue({ code: 'custom', path: ['scores'], message: problem });
  });

type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** The caller's own review of the application (scores on the edition's criteria and a comment) and everyone's reviews. */
export function ReviewPanel({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('adminAdmissions');
  const { user } = useCurrentUser();
  const edition = useEdition();
  const criteria = edition.data?.admissions.criteria;
  const mine = application.reviews.find((review) => review.reviewerId === user?.id);
  return (
    <Stack gap="md">
      {application.blinded && (
        <Alert color="gray" icon={<IconEyeOff size={18} aria-hidden />}>
          {t('review.blind')}
        </Alert>
      )}
      {criteria && <ReviewForm key={`${application.id}-${mine?.at ?? 'new'}`} applicationId={application.id} criteria={criteria} mine={mine} />}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('review.others')}
        </Text>
        {application.review.count > 0 && application.review.mean !== null && (
          <Text size="sm" c="dimmed">
            {t('review.summary', { count: application.review.count, mean: application.review.mean.toFixed(2), spread: (application.review.spread ?? 0).toFixed(1) })}
          </Text>
        )}
        {application.reviews.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('review.none')}
          </Text>
        ) : (
          application.reviews.map((review) => (
            <Paper key={review.reviewerId} withBorder p="sm" radius="sm" aria-label={review.reviewerName}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {review.reviewerId === user?.id ? t('review.you', { name: review.reviewerName }) : review.reviewerName}
                </Text>
                <Text size="sm" fw={600}>
                  {t('review.score', { score: review.score.toFixed(2) })}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {[
                  ...(criteria ?? []).filter((criterion) => review.scores[criterion.key] !== undefined).map((criterion) => `${criterion.label} ${review.scores[criterion.key]}`),
                  formatDateTime(review.at),
                ].join(' · ')}
              </Text>
              {review.comment && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {review.comment}
                </Text>
              )}
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  );
}

interface ReviewFormProps {
  applicationId: string;
  criteria: readonly ReviewCriterion[];
  mine: ApplicationDetail['reviews'][number] | undefined;
}

function ReviewForm({ applicationId, criteria, mine }: ReviewFormProps) {
  const { t } = useTranslation('adminAdmissions');
  const { text } = useContractMessage();
  const save = useSaveReview(applicationId);
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewFormSchema(criteria)),
    defaultValues: { scores: mine?.scores ?? {}, comment: mine?.comment ?? '' },
  });
  const { errors } = form.formState;
  // The criteria's check is on the whole record, so its message sits on `scores` itself (whose
  // error type also indexes the record by criterion, hence the check that it is a text).
  const scoresMessage: unknown = errors.scores?.message;
  const scoresError = typeof scoresMessage === 'string' ? scoresMessage : undefined;

  const submit = form.handleSubmit((review) =>
    save.mutate(review, {
      onSuccess: () => showToast({ title: t('toasts.reviewSaved'), message: t('review.score', { score: reviewScore(review.scores).toFixed(2) }), tone: 'success' }),
      onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('review.title')}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('review.title')}
        </Text>
        {criteria.map((criterion) => (
          <Controller
            key={criterion.key}
            control={form.control}
            name={`scores.${criterion.key}`}
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('review.criterion', { label: criterion.label })}
                error={text(fieldState.error?.message)}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
              >
                <Group gap="md" mt={4}>
                  {SCORES.map((score) => (
                    <Radio key={score} value={score} label={score} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ))}
        {scoresError && (
          <Text size="sm" c="red" role="alert">
            {text(scoresError)}
          </Text>
        )}
        <Textarea label={t('review.comment')} rows={3} maxLength={2000} {...form.register('comment')} error={text(errors.comment?.message)} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {mine ? t('review.update') : t('review.save')}
        </Button>
      </Stack>
    </form>
  );
}
