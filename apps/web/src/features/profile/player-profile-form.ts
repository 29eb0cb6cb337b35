import type { PlayerProfile, PlayerProfileUpdate } from '@portal/contracts';

export interface ParentFormValues {
  /** Absent for a parent added in this edit. */
  id?: string;
  /** A stable React key, also for new rows. */
  key: string;
  name: string;
  relationship: string;
  email: string;
  phone: string;
  isPrimaryContact: boolean;
}

/** The player profile form as its inputs hold it (text for numbers; lists of rows). */
export interface PlayerProfileFormValues {
  fullName: string;
  dateOfBirth: string;
  graduationYear: string;
  heightCm: string;
  weightKg: string;
  dominantFoot: string | null;
  clubName: string;
  teamName: string;
  leagueLevel: string | null;
  school: string;
  gpa: string;
  academicInterests: string;
  playerEmail: string;
  playerPhone: string;
  jerseyNumber: string;
  bio: string;
  status: string;
  positions: { key: string; position: string; type: 'primary' | 'other' }[];
  goals: { key: string; goalType: string; text: string }[];
  parents: ParentFormValues[];
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The saved record into the form: what Edit starts from and Cancel returns to. */
export function playerProfileFormValues(record: PlayerProfile): PlayerProfileFormValues {
  return {
    fullName: text(record.fullName),
    dateOfBirth: text(record.dateOfBirth),
    graduationYear: text(record.graduationYear),
    heightCm: text(record.heightCm),
    weightKg: text(record.weightKg),
    dominantFoot: record.dominantFoot,
    clubName: text(record.clubName),
    teamName: text(record.teamName),
    leagueLevel: record.leagueLevel,
    school: text(record.school),
    gpa: text(record.gpa),
    academicInterests: text(record.academicInterests),
    playerEmail: text(record.playerEmail),
    playerPhone: text(record.playerPhone),
    jerseyNumber: text(record.jerseyNumber),
    bio: text(record.bio),
    status: record.status,
    positions: record.positions.map((position) => ({
      key: position.id,
      position: position.position,
      type: position.type === 'primary' ? 'primary' : 'other',
    })),
    goals: record.goals.map((goal) => ({ key: goal.id, goalType: goal.goalType, text: goal.text })),
    parents: record.parents.map((parent) => ({
      id: parent.id,
      key: parent.id,
      name: parent.name,
      relationship: text(parent.relationship),
      email: text(parent.email),
      phone: text(parent.phone),
      isPrimaryContact: parent.isPrimaryContact,
    })),
  };
}

/**
 * The PATCH body: every field of the form (blank is absent on the server; numbers stay text so the
 * schema parses them and names a bad one). `status` only for coaches and admins.
 */
export function playerProfilePatch(values: PlayerProfileFormValues, includeStatus: boolean): PlayerProfileUpdate {
  const { positions, goals, parents, status, ...fields } = values;
  return {
    ...fields,
    ...(includeStatus ? { status: status as PlayerProfileUpdate['status'] } : {}),
    positions: positions.map(({ position, type }) => ({ position, type })),
    goals: goals.map(({ goalType, text: goalText }) => ({ goalType, text: goalText }) as never),
    parents: parents.map(({ id, name, relationship, email, phone, isPrimaryContact }) => ({
      ...(id ? { id } : {}),
      name,
      relationship,
      email,
      phone,
      isPrimaryContact,
    })),
  };
}

/** Marking one parent primary clears the others (at most one primary contact). */
export function withPrimaryParent(parents: ParentFormValues[], key: string, primary: boolean): ParentFormValues[] {
  return parents.map((parent) => ({
    ...parent,
    isPrimaryContact: parent.key === key ? primary : primary ? false : parent.isPrimaryContact,
  }));
}

/** Marking one position primary makes the others 'other' (at most one primary). */
export function withPrimaryPosition(
  positions: PlayerProfileFormValues['positions'],
  key: string,
): PlayerProfileFormValues['positions'] {
  return positions.map((position) => ({ ...position, type: position.key === key ? 'primary' : 'other' }));
}
