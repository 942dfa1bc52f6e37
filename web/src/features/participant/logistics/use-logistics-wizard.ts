import { zodResolver } from '@hookform/resolvers/zod';
import { logisticsFormSchema, type LogisticsField, type LogisticsFields, type LogisticsFormValues, type LogisticsPut, type LogisticsRecord, type LogisticsStep } from '@trek/contracts';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import {
  ALL_FIELDS,
  REVIEW_STEP,
  allFieldsPayload,
  formValuesFromRecord,
  inputPaths,
  reachableStep,
  resumeStep,
  stepFields,
  stepSaved,
  stepPayload,
  stepUnchanged,
  submitPayload,
} from './logistics-form';
import { useSaveLogistics } from './queries/logistics-queries';
import { serverFieldErrors, serverRefusal } from './save-failure';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** The shared schema checks the whole form; `trigger(fields)` keeps only a step's fields' errors. */
const logisticsResolver = zodResolver(logisticsFormSchema);

/**
 * The wizard's state and actions. It opens at the first unfinished step (the review once complete
 * or submitted). Steps 1–5 validate and save only their own fields (not again when unchanged
 * since saved), then advance;
 * the review step saves everything (Save Changes) or finalises it with status SUBMITTED.
 */
export function useLogisticsWizard(record: LogisticsRecord) {
  const { t } = useTranslation('participantLogistics');
  const { text: message } = useContractMessage();
  const saveLogistics = useSaveLogistics();
  const form = useForm<LogisticsFormValues, unknown, LogisticsFields>({
    resolver: logisticsResolver,
    defaultValues: formValuesFromRecord(record),
    mode: 'onBlur',
  });
  const [step, setStep] = useState<LogisticsStep>(() => resumeStep(record));
  const topRef = useRef<HTMLDivElement>(null);

  const goTo = (next: LogisticsStep) => {
    setStep(next);
    topRef.current?.scrollIntoView({ block: 'start' });
    topRef.current?.focus({ preventScroll: true });
  };

  /** The fix starts at the first field the toast names, in the middle of the screen (clear of the toast). */
  const focusFirstInvalid = (fields: LogisticsField[]) => {
    const first = inputPaths(fields).find((path) => form.getFieldState(path as FieldPath<LogisticsFormValues>).invalid) as FieldPath<LogisticsFormValues> | undefined;
    if (!first) return;
    form.setFocus(first);
    // react-hook-form focuses on the next task; centring now would move the field still focused.
    setTimeout(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.scrollIntoView({ block: 'center' });
    });
  };

  /** Saves; on refusal marks the fields the server named and answers the server's reason, if any. */
  const save = async (put: LogisticsPut): Promise<{ ok: true } | { ok: false; refusal: string | undefined }> => {
    try {
      await saveLogistics.mutateAsync(put);
      return { ok: true };
    } catch (error) {
      // A flight's errors name its part (`inboundFlight.time`).
      for (const [path, fieldMessage] of Object.entries(serverFieldErrors(error))) {
        if ((ALL_FIELDS as string[]).includes(path.split('.')[0]!)) form.setError(path as FieldPath<LogisticsFormValues>, { type: 'server', message: fieldMessage });
      }
      return { ok: false, refusal: message(serverRefusal(error)) };
    }
  };

  const saveStep = async (current: Exclude<LogisticsStep, 6>) => {
    const fields = stepFields(current);
    if (!(await form.trigger(fields))) {
      const problems = inputPaths(fields).flatMap((path) => message(form.getFieldState(path as FieldPath<LogisticsFormValues>).error?.message) ?? []);
      showToast({ title: t('messages.stepErrorsTitle'), message: problems.join('; '), tone: 'error' });
      focusFirstInvalid(fields);
      return;
    }
    // A step saved before and not changed since moves on without saving it again.
    if (stepUnchanged(current, form.getValues(), record)) {
      goTo((current + 1) as LogisticsStep);
      return;
    }
    const result = await save(stepPayload(current, form.getValues()));
    if (!result.ok) {
      showToast({ title: t('messages.saveErrorTitle'), message: result.refusal ?? t('messages.saveError'), tone: 'error' });
      return;
    }
    goTo((current + 1) as LogisticsStep);
  };

  /** Review-step saves check the whole form first; `finalize` also marks it SUBMITTED. */
  const saveAll = async ({ finalize }: { finalize: boolean }) => {
    if (!(await form.trigger(ALL_FIELDS))) {
      showToast({ title: t('messages.validationErrorTitle'), message: t('messages.validationError'), tone: 'error' });
      return;
    }
    const values = form.getValues();
    const result = await save(finalize ? submitPayload(values) : allFieldsPayload(values));
    if (!result.ok) {
      showToast({ title: t('errorTitle'), message: result.refusal ?? t('messages.saveFailed'), tone: 'error' });
      return;
    }
    showToast({ title: t('messages.savedTitle'), message: finalize ? t('messages.finalized') : t('messages.saved'), tone: 'success' });
  };

  const next = () => (step === REVIEW_STEP ? saveAll({ finalize: true }) : saveStep(step));

  return {
    form,
    step,
    topRef,
    saving: saveLogistics.isPending,
    next,
    previous: () => goTo((step - 1) as LogisticsStep),
    goTo,
    canOpen: (target: LogisticsStep) => reachableStep(target, record),
    isSaved: (target: LogisticsStep) => target !== REVIEW_STEP && stepSaved(target, record),
    saveChanges: () => saveAll({ finalize: false }),
  };
}
