import {
  type AdminPlayerRow,
  type Squad,
  type SquadCoach,
  type SquadCreate,
  squadCreateSchema,
  type SquadUpdate,
  squadUpdateSchema,
} from '@portal/contracts';
import type { Validated } from '../../../common/submit';
import type { Toast } from '../../../common/toast';

export interface SquadForm {
  name: string;
  season: string;
  ageGroup: string;
}

export type SquadFormErrors = Partial<Record<keyof SquadForm, string>>;

/** A form check that also says which field each problem belongs to (shown under the field). */
export type ValidatedForm<T, F> = (Validated<T> & { ok: true }) | { ok: false; toast: Toast; errors: F };

export const EMPTY_SQUAD_FORM: SquadForm = { name: '', season: '', ageGroup: '' };

export function squadFormOf(squad: Squad): SquadForm {
  return { name: squad.name, season: squad.season ?? '', ageGroup: squad.ageGroup ?? '' };
}

function checked<T, F extends Record<string, string | undefined>>(
  result:
    { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  title: string,
): ValidatedForm<T, F> {
  if (result.success) return { ok: true, request: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  const message = result.error.issues[0]?.message ?? 'Please check the form.';
  return { ok: false, toast: { title, message, tone: 'error' }, errors: errors as F };
}

/** The create dialog, through the contract's schema: each message goes under its field. */
export function validateSquadCreate(form: SquadForm): ValidatedForm<SquadCreate, SquadFormErrors> {
  return checked(squadCreateSchema.safeParse(form), 'Check the squad');
}

/** The edit dialog sends every field: a blank season or age group clears it. */
export function validateSquadEdit(form: SquadForm): ValidatedForm<SquadUpdate, SquadFormErrors> {
  return checked(squadUpdateSchema.safeParse(form), 'Check the squad');
}

/** "2026/27 · U15", or nothing when neither is set. */
export function squadLabels(squad: Pick<Squad, 'season' | 'ageGroup'>): string {
  return [squad.season, squad.ageGroup].filter((label): label is string => Boolean(label)).join(' · ');
}

export function playerCountLabel(count: number): string {
  return count === 1 ? '1 player' : `${count} players`;
}

function coachName(coach: SquadCoach): string {
  return `${coach.firstName} ${coach.lastName}`.trim() || 'Unnamed coach';
}

/** Head coaches first: "Carla Coach (head), Sam Assistant". */
export function coachesLabel(coaches: readonly SquadCoach[]): string {
  if (coaches.length === 0) return 'No coaches yet';
  return [...coaches]
    .sort((a, b) => (a.role === b.role ? coachName(a).localeCompare(coachName(b)) : a.role === 'head' ? -1 : 1))
    .map((coach) => (coach.role === 'head' ? `${coachName(coach)} (head)` : coachName(coach)))
    .join(', ');
}

/** Active squads first, then by name. */
export function sortSquads(squads: readonly Squad[]): Squad[] {
  return [...squads].sort((a, b) =>
    Boolean(a.archivedAt) === Boolean(b.archivedAt) ? a.name.localeCompare(b.name) : a.archivedAt ? 1 : -1,
  );
}

/** What the archive confirmation says. */
export function archiveConsequence(squad: Pick<Squad, 'name' | 'coaches'>): string {
  const coaches =
    squad.coaches.length > 0
      ? ' Its coaches lose sight of its players on their next request, unless they coach them in another squad.'
      : '';
  return `${squad.name} will be archived: it leaves the squad lists and its invite link stops working.${coaches} Nothing is deleted, and you can restore it later.`;
}

export function restoreConsequence(squad: Pick<Squad, 'name'>): string {
  return `${squad.name} comes back to the squad lists with its players and coaches, and its coaches see its players again.`;
}

/** A player row's name: the profile's full name, else the account's, else a placeholder. */
export function playerName(player: Pick<AdminPlayerRow, 'fullName' | 'user'>): string {
  const fullName = player.fullName?.trim();
  if (fullName) return fullName;
  const accountName = [player.user?.firstName, player.user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return accountName || 'Unnamed player';
}

/** Picker option text: the name, and the e-mail so two players of one name can be told apart. */
export function playerOptionLabel(player: Pick<AdminPlayerRow, 'fullName' | 'user'>): string {
  const email = player.user?.email;
  return email ? `${playerName(player)} (${email})` : playerName(player);
}
