import {
  type Assignment,
  type AssignmentVersion,
  type ResourceLink,
  assignmentStatusOf,
  isCompletedSimple,
} from '@portal/contracts';

/** The columns every assignment read selects (aliased as the row type below). */
export const ASSIGNMENT_COLUMNS = `
  a.id, a.roadmap_id AS "roadmapId", a.player_id AS "playerId", a.title, a.category, a.instructions, a.status,
  to_char(a.due_date, 'YYYY-MM-DD') AS "dueDate", a.effort_minutes AS "effortMinutes",
  a.evidence_required AS "evidenceRequired", a.coach_notes AS "coachNotes", a.resources,
  a.resource_titles AS "resourceTitles",
  a.completion_notes AS "completionNotes", a.submitted_at AS "submittedAt", a.created_at AS "createdAt",
  a.updated_at AS "updatedAt",
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "createdAtExact",
  to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "submittedAtExact"`;

export interface AssignmentRow {
  id: string;
  roadmapId: string;
  playerId: string;
  title: string;
  category: string;
  instructions: string;
  status: string | null;
  dueDate: string | null;
  effortMinutes: number | null;
  evidenceRequired: string;
  coachNotes: string | null;
  resources: string[] | null;
  /** Each resource's title, at its link's position (null or missing: untitled). */
  resourceTitles: (string | null)[] | null;
  completionNotes: string | null;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** created_at to the microsecond, for cursors. */
  createdAtExact: string;
  submittedAtExact: string | null;
}

/** The stored resources with their titles: one list, read as links (spec) or titled links. */
export function resourceLinksOf(row: Pick<AssignmentRow, 'resources' | 'resourceTitles'>): ResourceLink[] {
  return (row.resources ?? []).map((url, index) => ({ title: row.resourceTitles?.[index] ?? null, url }));
}

/** How resources are stored: the links and, at the same positions, their titles. */
export function storedResources(links: readonly ResourceLink[]): {
  resources: string[];
  resourceTitles: (string | null)[];
} {
  return { resources: links.map((link) => link.url), resourceTitles: links.map((link) => link.title) };
}

/** The API's assignment: the roadmap model plus the simple model's view of it (ARCHITECTURE §7). */
export function toAssignment(row: AssignmentRow): Assignment {
  const status = assignmentStatusOf(row.status);
  return {
    id: row.id,
    roadmapId: row.roadmapId,
    playerId: row.playerId,
    title: row.title,
    category: row.category,
    instructions: row.instructions,
    description: row.instructions,
    status,
    dueDate: row.dueDate,
    effortMinutes: row.effortMinutes,
    evidenceRequired: row.evidenceRequired,
    coachNotes: row.coachNotes,
    resources: row.resources ?? [],
    resourceLinks: resourceLinksOf(row),
    completed: isCompletedSimple(status),
    completionNotes: row.completionNotes,
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const VERSION_COLUMNS = `
  v.id, v.assignment_id AS "assignmentId", v.kind, v.from_status AS "fromStatus", v.to_status AS "toStatus",
  v.by_user_id AS "byUserId", v.by_role AS "byRole", v.note, v.link, v.created_at AS "createdAt"`;

export interface VersionRow {
  id: string;
  assignmentId: string;
  kind: 'submission' | 'review';
  fromStatus: string;
  toStatus: string;
  byUserId: string;
  byRole: string;
  note: string | null;
  link: string | null;
  createdAt: Date;
}

export function toVersion(row: VersionRow): AssignmentVersion {
  return {
    ...row,
    fromStatus: assignmentStatusOf(row.fromStatus),
    toStatus: assignmentStatusOf(row.toStatus),
    createdAt: row.createdAt.toISOString(),
  };
}
