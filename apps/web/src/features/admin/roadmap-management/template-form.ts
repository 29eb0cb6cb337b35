import {
  type AssignmentTemplate,
  type AssignmentTemplateCreateParsed,
  assignmentTemplateCreateSchema,
  evidenceTypeLabel,
} from '@portal/contracts';
import { type FormCheck, checkWith, templateDueLabel } from './add-assignment-form';
import type { AssignmentFieldValues } from './AssignmentFieldInputs';

/** The template form: the assignment's fields, with the due date as days after the day it is assigned. */
export interface TemplateFormValues extends AssignmentFieldValues {
  dueInDays: number | string;
}

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  title: '',
  category: '',
  instructions: '',
  evidenceRequired: 'note',
  effortMinutes: '',
  dueInDays: '',
};

/** What the form sends, for a new template (POST) and an edited one (PATCH); links are not edited here. */
export type TemplateFormRequest = Omit<AssignmentTemplateCreateParsed, 'resources'>;

export function templateFormValuesOf(template: AssignmentTemplate): TemplateFormValues {
  return {
    title: template.title,
    category: template.category,
    instructions: template.instructions,
    evidenceRequired: template.evidenceRequired,
    effortMinutes: template.effortMinutes ?? '',
    dueInDays: template.dueInDays ?? '',
  };
}

const numberOrNull = (value: number | string): number | null => (value === '' ? null : Number(value));

/**
 * The template form's check, with the schema "Save as template" uses. The template's links are left
 * out of the request, so editing one here keeps them.
 */
export function checkTemplateForm(values: TemplateFormValues): FormCheck<TemplateFormRequest> {
  return checkWith(
    assignmentTemplateCreateSchema,
    {
      title: values.title,
      category: values.category,
      instructions: values.instructions,
      evidenceRequired: values.evidenceRequired,
      effortMinutes: numberOrNull(values.effortMinutes),
      dueInDays: numberOrNull(values.dueInDays),
    },
    ({ resources: _resources, ...request }: AssignmentTemplateCreateParsed) => request,
  );
}

/** One template's line under its title: "Passing & Receiving · Evidence: Note · due in 7 days · 20 min". */
export function templateSummary(
  template: Pick<AssignmentTemplate, 'category' | 'evidenceRequired' | 'dueInDays' | 'effortMinutes'>,
): string {
  return [
    template.category,
    `Evidence: ${evidenceTypeLabel(template.evidenceRequired)}`,
    templateDueLabel(template.dueInDays) ?? 'no due date',
    template.effortMinutes === null ? null : `${template.effortMinutes} min`,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
