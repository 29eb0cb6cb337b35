import {
  type AssignmentCreate,
  type AssignmentTemplate,
  type AssignmentTemplateCreate,
  type SquadAssignmentCreate,
  assignmentCreateSchema,
  assignmentFieldsFromTemplate,
  assignmentTemplateCreateSchema,
  epochDayOf,
  isCalendarDay,
  squadAssignmentCreateSchema,
} from '@portal/contracts';
import type { ZodType } from 'zod';
import type { Validated } from '../../../common/submit';
import { type ResourceRow, resourcesToSend } from '../../roadmap/resource-rows';

/** Who the assignment is for: one player (on their current roadmap) or every player of a squad. */
export type AssignTarget = 'player' | 'squad';

export interface AddAssignmentValues {
  target: AssignTarget;
  playerId: string;
  squadId: string;
  templateId: string;
  title: string;
  category: string;
  instructions: string;
  dueDate: string;
  effortMinutes: number | string;
  evidenceRequired: string;
  resources: ResourceRow[];
}

export const EMPTY_ADD_ASSIGNMENT: AddAssignmentValues = {
  target: 'player',
  playerId: '',
  squadId: '',
  templateId: '',
  title: '',
  category: '',
  instructions: '',
  dueDate: '',
  effortMinutes: '',
  evidenceRequired: 'note',
  resources: [],
};

export type AddAssignmentRequest =
  { target: 'player'; body: AssignmentCreate } | { target: 'squad'; squadId: string; body: SquadAssignmentCreate };

export interface FormCheck<T> {
  validated: Validated<T>;
  /** Each field's first problem, for the field itself. */
  errors: Record<string, string>;
}

/** Checks `values` with a contracts schema: the request when valid, else the first problem's toast and each field's. */
export function checkWith<T>(schema: ZodType<unknown>, values: unknown, toRequest: (parsed: never) => T): FormCheck<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { validated: { ok: true, request: toRequest(parsed.data as never) }, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[field] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? 'Please check the form.';
  return { validated: invalid(errors, first), errors };
}

/** A failed check: the toast, and each field's message for the form to show under it (`submitForm`'s `form`). */
function invalid<T>(errors: Record<string, string>, toast: string): Validated<T> {
  return {
    ok: false,
    toast: { title: 'Error', message: toast, tone: 'error' },
    fieldErrors: errors,
  };
}

function effortOf(value: number | string): number | null {
  return value === '' ? null : Number(value);
}

const fieldsOf = (values: AddAssignmentValues) => ({
  title: values.title,
  category: values.category,
  instructions: values.instructions,
  dueDate: values.dueDate,
  effortMinutes: effortOf(values.effortMinutes),
  evidenceRequired: values.evidenceRequired,
  resources: resourcesToSend(values.resources),
});

/**
 * The dialog's check with the contracts' schemas: for a player, the player's current roadmap
 * (`roadmapId`, '' when none); for a squad, a squad must be picked ('Squad is required').
 */
export function checkAddAssignment(values: AddAssignmentValues, roadmapId: string): FormCheck<AddAssignmentRequest> {
  if (values.target === 'squad') {
    if (!values.squadId) {
      const result = checkWith(squadAssignmentCreateSchema, fieldsOf(values), () => null);
      const errors = { ...result.errors, squadId: SQUAD_REQUIRED };
      return { validated: invalid(errors, SQUAD_REQUIRED), errors };
    }
    return checkWith(squadAssignmentCreateSchema, fieldsOf(values), (body: SquadAssignmentCreate) => ({
      target: 'squad' as const,
      squadId: values.squadId,
      body,
    }));
  }
  return checkWith(
    assignmentCreateSchema,
    { ...fieldsOf(values), playerId: values.playerId, roadmapId },
    (body: AssignmentCreate) => ({ target: 'player' as const, body }),
  );
}

export const SQUAD_REQUIRED = 'Squad is required';

/** Whole days from `today` to the due date; null without a due date or for one already past. */
export function dueInDaysOf(dueDate: string, today: string): number | null {
  if (!isCalendarDay(dueDate) || !isCalendarDay(today)) return null;
  const days = epochDayOf(dueDate) - epochDayOf(today);
  return days >= 0 ? days : null;
}

/** "Save as template": the form's assignment fields, its due date kept as days from today. */
export function checkTemplateFromForm(values: AddAssignmentValues, today: string): FormCheck<AssignmentTemplateCreate> {
  return checkWith(
    assignmentTemplateCreateSchema,
    {
      title: values.title,
      category: values.category,
      instructions: values.instructions,
      evidenceRequired: values.evidenceRequired,
      effortMinutes: effortOf(values.effortMinutes),
      dueInDays: dueInDaysOf(values.dueDate, today),
    },
    (body: AssignmentTemplateCreate) => body,
  );
}

/** The form after picking a template: its fields (due date counted from today); who it is for is kept. */
export function applyTemplate(
  values: AddAssignmentValues,
  template: AssignmentTemplate,
  today: string,
): AddAssignmentValues {
  return { ...values, templateId: template.id, ...assignmentFieldsFromTemplate(template, today) };
}

/** How a template reads in the picker: its title and category, and when it falls due. */
export function templateOptionLabel(template: Pick<AssignmentTemplate, 'title' | 'category' | 'dueInDays'>): string {
  const due = templateDueLabel(template.dueInDays);
  return `${template.title} (${template.category})${due ? ` · ${due}` : ''}`;
}

/** "due in 7 days", "due the same day", or null when a template sets no due date. */
export function templateDueLabel(dueInDays: number | null): string | null {
  if (dueInDays === null) return null;
  return dueInDays === 0 ? 'due the same day' : `due in ${dueInDays} ${dueInDays === 1 ? 'day' : 'days'}`;
}
