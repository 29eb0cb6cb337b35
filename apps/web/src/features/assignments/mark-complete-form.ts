import {
  type AssignmentCompletion,
  type AssignmentCompletionParsed,
  acceptsEvidenceLink,
  assignmentCompletionSchema,
  completionProblem,
} from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';

/** What the Mark Complete form holds: the notes, and the link when the assignment asks for one. */
export interface MarkCompleteValues {
  completionNotes: string;
  completionLink: string;
}

/**
 * Mark Complete's check before sending: the PUT body's schema, then what the assignment's evidence
 * type needs (the contracts' `completionProblem`, the rule the server applies), under that field.
 */
export function validateMarkComplete(
  evidenceRequired: string,
  values: MarkCompleteValues,
): Validated<AssignmentCompletionParsed> {
  const body: AssignmentCompletion = {
    completed: true,
    completionNotes: values.completionNotes,
    completionLink: acceptsEvidenceLink(evidenceRequired) ? values.completionLink : null,
  };
  const checked = validateWith<AssignmentCompletionParsed>(assignmentCompletionSchema, body);
  if (!checked.ok) return checked;
  const problem = completionProblem(evidenceRequired, checked.request);
  if (!problem) return checked;
  return {
    ok: false,
    toast: { title: 'Error', message: problem.message, tone: 'error' },
    fieldErrors: { [problem.field]: problem.message },
  };
}
