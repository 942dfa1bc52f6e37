import {
  LOGISTICS_FORM_DEFAULTS,
  LOGISTICS_STEP_FIELDS,
  dietaryListToText,
  flightFormValues,
  logisticsFieldsSchema,
  logisticsFromForm,
  logisticsStartStep,
  logisticsStepSchema,
  type LogisticsField,
  type LogisticsFields,
  type LogisticsFormValues,
  type LogisticsRecord,
  type LogisticsStep,
  type LogisticsSubmit,
} from '@trek/contracts';

/** Every field the inputs hold, so each input is controlled from the first render. */
export type LogisticsFormState = Required<LogisticsFormValues>;

export const REVIEW_STEP = 6 as const satisfies LogisticsStep;

/** The fields whose inputs are a group (a flight's six), not one text. */
const FLIGHT_FIELDS: readonly LogisticsField[] = ['inboundFlight', 'outboundFlight'];

const FLIGHT_PARTS = Object.keys(flightFormValues(null));

/** The inputs of these fields, a flight's parts one by one (`inboundFlight.airline`), for focus and error lists. */
export function inputPaths(fields: readonly LogisticsField[]): string[] {
  return fields.flatMap((field) => (FLIGHT_FIELDS.includes(field) ? FLIGHT_PARTS.map((part) => `${field}.${part}`) : [field]));
}

/** The saved record in the inputs' shape: blanks where nothing is saved, the spec's defaults for the choices. */
export function formValuesFromRecord(record: LogisticsRecord): LogisticsFormState {
  const values: LogisticsFormState = { ...LOGISTICS_FORM_DEFAULTS };
  for (const field of Object.keys(LOGISTICS_FORM_DEFAULTS) as LogisticsField[]) {
    if (field === 'dietaryPreferences' || FLIGHT_FIELDS.includes(field)) continue;
    const saved = record[field];
    if (saved !== undefined) Object.assign(values, { [field]: saved });
  }
  if (record.dietaryPreferences && record.dietaryPreferences.length > 0) values.dietaryPreferences = dietaryListToText(record.dietaryPreferences);
  values.inboundFlight = flightFormValues(record.inboundFlight);
  values.outboundFlight = flightFormValues(record.outboundFlight);
  return values;
}

/** A step's save: exactly that step's fields, normalised by the shared schema. Call after the step validated. */
export function stepPayload(step: LogisticsStep, values: LogisticsFormValues): Partial<LogisticsFields> {
  return logisticsStepSchema(step).parse(logisticsFromForm(values));
}

export function submitPayload(values: LogisticsFormValues): LogisticsSubmit {
  return { ...logisticsFieldsSchema.parse(logisticsFromForm(values)), status: 'SUBMITTED' };
}

export function allFieldsPayload(values: LogisticsFormValues): LogisticsFields {
  return logisticsFieldsSchema.parse(logisticsFromForm(values));
}

export function stepFields(step: LogisticsStep): LogisticsField[] {
  return [...LOGISTICS_STEP_FIELDS[step]];
}

export const ALL_FIELDS = Object.keys(LOGISTICS_FORM_DEFAULTS) as LogisticsField[];

const FIELD_STEPS = [1, 2, 3, 4, 5] as const satisfies readonly LogisticsStep[];

/** Whether the saved record holds a valid answer for every field of `step` (1–5). */
export function stepSaved(step: LogisticsStep, record: Partial<LogisticsRecord>): boolean {
  return logisticsStepSchema(step).safeParse(record).success;
}

/**
 * Where the wizard opens: the review step once submitted or complete (the contracts' rule),
 * else the first step whose fields are not all saved, so a reload resumes where the person stopped.
 */
export function resumeStep(record: Partial<LogisticsRecord>): LogisticsStep {
  if (logisticsStartStep(record) === REVIEW_STEP) return REVIEW_STEP;
  return FIELD_STEPS.find((step) => !stepSaved(step, record)) ?? REVIEW_STEP;
}

/**
 * Steps the stepper may open: every saved step, every step up to the first unfinished one, and
 * the review step once steps 1–5 are saved. Later unsaved steps are reached through Next, which saves.
 */
export function reachableStep(step: LogisticsStep, record: Partial<LogisticsRecord>): boolean {
  if (step === REVIEW_STEP) return resumeStep(record) === REVIEW_STEP || FIELD_STEPS.every((s) => stepSaved(s, record));
  return step <= resumeStep(record) || stepSaved(step, record);
}

/** Whether the form's answers for `step` are exactly what is saved (after the schema's normalising), so Next need not save again. */
export function stepUnchanged(step: LogisticsStep, values: LogisticsFormValues, record: Partial<LogisticsRecord>): boolean {
  const saved = logisticsStepSchema(step).safeParse(record);
  if (!saved.success) return false;
  return JSON.stringify(saved.data) === JSON.stringify(stepPayload(step, values));
}
