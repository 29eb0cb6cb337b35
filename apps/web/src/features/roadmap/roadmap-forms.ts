import {
  type AssignmentUpdate,
  type EvidenceSubmission,
  type ResourceLink,
  assignmentUpdateSchema,
  evidenceProblem,
  evidenceSubmissionSchema,
} from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';
import { type ResourceRow, resourceRowsOf, resourcesToSend } from './resource-rows';

/** The evidence checked against the schema, then against what the assignment's evidence type needs. */
export function validateEvidence(
  evidenceRequired: string,
  values: { note: string; link: string },
): Validated<EvidenceSubmission> {
  const checked = validateWith(evidenceSubmissionSchema, values);
  if (!checked.ok) return checked;
  const problem = evidenceProblem(evidenceRequired, checked.request);
  if (!problem) return { ok: true, request: values };
  return {
    ok: false,
    toast: { title: 'Error', message: problem.message, tone: 'error' },
    fieldErrors: { [problem.field]: problem.message },
  };
}

/** The staff edit form's values: the API's field names, numbers and days as the inputs hold them. */
export interface AssignmentEditValues {
  title: string;
  category: string;
  instructions: string;
  evidenceRequired: string;
  effortMinutes: number | string;
  dueDate: string;
  resources: ResourceRow[];
}

export function assignmentEditValuesOf(assignment: {
  title: string;
  category: string;
  instructions: string;
  evidenceRequired: string;
  effortMinutes: number | null;
  dueDate: string | null;
  resourceLinks: readonly ResourceLink[];
}): AssignmentEditValues {
  return {
    title: assignment.title,
    category: assignment.category,
    instructions: assignment.instructions,
    evidenceRequired: assignment.evidenceRequired,
    effortMinutes: assignment.effortMinutes ?? '',
    dueDate: assignment.dueDate ?? '',
    resources: resourceRowsOf(assignment.resourceLinks),
  };
}

/**
 * The PATCH body the edit form sends, checked with the API's own schema (so a 400's fields land on
 * the same inputs): an empty effort or due date clears it.
 */
export function validateAssignmentEdit(values: AssignmentEditValues): Validated<AssignmentUpdate> {
  return validateWith<AssignmentUpdate>(assignmentUpdateSchema, {
    title: values.title,
    category: values.category,
    instructions: values.instructions,
    evidenceRequired: values.evidenceRequired,
    effortMinutes: values.effortMinutes === '' ? null : Number(values.effortMinutes),
    dueDate: values.dueDate === '' ? null : values.dueDate,
    resources: resourcesToSend(values.resources),
  });
}
