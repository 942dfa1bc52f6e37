import type { ZodError } from 'zod';

export interface FormIssue {
  field: string;
  message: string;
}

/** The schema's issues as field/message pairs, in the order of the form's fields. */
export function formIssues(error: ZodError): FormIssue[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}
