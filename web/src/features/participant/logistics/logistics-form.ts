import {
  LOGISTICS_FORM_DEFAULTS,
  LOGISTICS_STEP_FIELDS,
  dietaryListToText,
  logisticsFieldsSchema,
  logisticsFromForm,
  logisticsStepSchema,
  type LogisticsField,
  type LogisticsFields,
  type LogisticsFormValues,
  type LogisticsRecord,
  type LogisticsStep,
  type LogisticsSubmit,
} from '@trek/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** Every field the inputs hold, so each input is controlled from the first render. */
export type LogisticsFormState = Required<LogisticsFormValues>;

export const REVIEW_STEP = 6 as const satisfies LogisticsStep;

/** The saved record in the inputs' shape: blanks where nothing is saved, the spec's defaults for the choices. */
export function formValuesFromRecord(record: LogisticsRecord): LogisticsFormState {
  const values: LogisticsFormState = { ...LOGISTICS_FORM_DEFAULTS };
  for (const field of Object.keys(LOGISTICS_FORM_DEFAULTS) as LogisticsField[]) {
    if (field === 'dietaryPreferences') continue;
    const saved = record[field];
    if (saved !== undefined) Object.assign(values, { [field]: saved });
  }
  if (record.dietaryPreferences && record.dietaryPreferences.length > 0) values.dietaryPreferences = dietaryListToText(record.dietaryPreferences);
  return values;
}

/**
 * Checks the form with the shared schema; errors are keyed by the top-level field (a dietary item's
 * error belongs to the one dietary input). `trigger(fields)` keeps only the named fields' errors.
 */
export const logisticsResolver: Resolver<LogisticsFormState> = (values) => {
  const result = logisticsFieldsSchema.safeParse(logisticsFromForm(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<LogisticsFormState> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LogisticsField;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** A step's save: exactly that step's fields, normalised by the shared schema. Call after the step validated. */
export function stepPayload(step: LogisticsStep, values: LogisticsFormState): Partial<LogisticsFields> {
  return logisticsStepSchema(step).parse(logisticsFromForm(values));
}

export function submitPayload(values: LogisticsFormState): LogisticsSubmit {
  return { ...logisticsFieldsSchema.parse(logisticsFromForm(values)), status: 'SUBMITTED' };
}

export function allFieldsPayload(values: LogisticsFormState): LogisticsFields {
  return logisticsFieldsSchema.parse(logisticsFromForm(values));
}

export function stepFields(step: LogisticsStep): LogisticsField[] {
  return [...LOGISTICS_STEP_FIELDS[step]];
}

export const ALL_FIELDS = Object.keys(LOGISTICS_FORM_DEFAULTS) as LogisticsField[];
