import { Button, Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import {
  APPLICATION_FORM_DEFAULTS,
  APPLICATION_STEP_FIELDS,
  APPLICATION_STEPS,
  applicationFormSchema,
  applicationMessages,
  toApplicationPayload,
  type ApplicationForm,
  type ApplicationFormValues,
  type ApplicationStep,
} from '@trek/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { showToast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft, type ApplicationDraft } from '../application-draft';
import { useSubmitApplication } from '../queries/applications-queries';
import { submissionFailureText } from '../submission-failure';
import { IdentityStep } from './IdentityStep';
import { IntroductionStep } from './IntroductionStep';
import { MotivationStep } from './MotivationStep';
import { PassportCommitmentStep } from './PassportCommitmentStep';
import { ReviewStep } from './ReviewStep';
import classes from './ApplicationWizard.module.css';
import { WizardProgress } from './WizardProgress';

const LAST_STEP = APPLICATION_STEPS.length - 1;
const stepNameKeys = ['steps.introduction', 'steps.identity', 'steps.motivation', 'steps.passport', 'steps.review'] as const;
const stepContent = [IntroductionStep, IdentityStep, MotivationStep, PassportCommitmentStep, ReviewStep];

/**
 * The five-step application (spec 2.4 and 4), kept as a draft in this tab until it is submitted.
 * The draft is in this tab's storage, which the server cannot read: a server-rendered page hydrates
 * blank, as the server rendered it, and opens the draft in the render right after (reading it in
 * the hydrating render made React throw away the page: its markup differed from the server's).
 */
export function ApplicationWizard() {
  const hydrated = useHydrated();
  // undefined: not read yet (hydrating). Read once, in the first render that may differ from the server's.
  const [draft, setDraft] = useState<ApplicationDraft | null | undefined>(() => (hydrated ? loadApplicationDraft(LAST_STEP) : undefined));
  if (hydrated && draft === undefined) setDraft(loadApplicationDraft(LAST_STEP));
  return <ApplicationWizardForm key={draft ? 'draft' : 'blank'} initialDraft={draft ?? null} />;
}

function ApplicationWizardForm({ initialDraft }: { initialDraft: ApplicationDraft | null }) {
  const { t } = useTranslation('apply');
  const { text } = useContractMessage();
  const navigate = useNavigate();
  const submitApplication = useSubmitApplication();
  const [step, setStep] = useState<ApplicationStep>((initialDraft?.step ?? 0) as ApplicationStep);
  const stepRef = useRef(step);
  const topRef = useRef<HTMLDivElement>(null);
  const form = useForm<ApplicationFormValues, unknown, ApplicationForm>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: initialDraft?.values ?? APPLICATION_FORM_DEFAULTS,
    mode: 'onBlur',
  });

  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      saveApplicationDraft({ step: stepRef.current, values: values as ApplicationFormValues });
      // A shown error clears as soon as the answer is fixed, not on the next blur, so the buttons
      // below do not jump away under the pointer when the message disappears.
      if (type === 'change' && name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const goTo = (nextStep: ApplicationStep) => {
    stepRef.current = nextStep;
    setStep(nextStep);
    saveApplicationDraft({ step: nextStep, values: form.getValues() });
    topRef.current?.scrollIntoView({ block: 'start' });
    topRef.current?.focus({ preventScroll: true });
  };

  const sendApplication: SubmitHandler<ApplicationForm> = async (application) => {
    let ref: string;
    try {
      ref = await submitApplication.mutateAsync(toApplicationPayload(application));
    } catch (error) {
      const failure = submissionFailureText(error);
      showToast({
        title: text(applicationMessages.submissionFailedTitle),
        message: text('key' in failure ? applicationMessages[failure.key] : failure.text),
        tone: 'error',
      });
      return;
    }
    clearApplicationDraft();
    void navigate(`${paths.applyConfirmation}?ref=${encodeURIComponent(ref)}`);
  };

  const showRemainingErrors: SubmitErrorHandler<ApplicationFormValues> = (errors) => {
    // Answers of earlier steps are listed in the red box at the top; only the accuracy box
    // sits down here (and receives focus).
    if (Object.keys(errors).some((field) => field !== 'confirmAccuracy')) topRef.current?.scrollIntoView({ block: 'start' });
  };

  const submit = form.handleSubmit(sendApplication, showRemainingErrors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (step === LAST_STEP) return submit(event);
    event.preventDefault();
    // A failed Next takes focus to the first answer to fix, so keyboard users are not left on the button.
    const valid = step === 0 || (await form.trigger([...APPLICATION_STEP_FIELDS[step]], { shouldFocus: true }));
    if (valid) goTo((step + 1) as ApplicationStep);
  };

  const StepContent = stepContent[step] ?? IntroductionStep;
  const submitting = submitApplication.isPending || form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('navigation.label')}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} shadow="xs">
          <Stack gap="xl">
            <div ref={topRef} tabIndex={-1} className={classes.top}>
              <WizardProgress step={step} totalSteps={APPLICATION_STEPS.length} stepName={t(stepNameKeys[step])} />
            </div>
            <StepContent />
            <div className={classes.navigation}>
              <Button
                type="button"
                variant="default"
                disabled={step === 0 || submitting}
                onClick={() => goTo((step - 1) as ApplicationStep)}
                leftSection={<IconArrowLeft size={18} aria-hidden />}
              >
                {t('navigation.previous')}
              </Button>
              {step === LAST_STEP ? (
                <Button type="submit" disabled={submitting}>
                  {submitting ? t('navigation.submitting') : t('navigation.submit')}
                </Button>
              ) : (
                <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {t('navigation.next')}
                </Button>
              )}
            </div>
          </Stack>
        </Paper>
      </form>
    </FormProvider>
  );
}
