import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AssignmentTemplate,
  AssignmentTemplateCreateParsed,
  AssignmentTemplateUpdateParsed,
} from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

const TEMPLATE_COLUMNS = `t.id, t.title, t.category, t.instructions, t.evidence_required AS "evidenceRequired",
  t.effort_minutes AS "effortMinutes", t.resources, t.due_in_days AS "dueInDays", t.created_by AS "createdBy",
  t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

interface TemplateRow extends Omit<AssignmentTemplate, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}

const CHANGE_COLUMNS: Record<keyof AssignmentTemplateUpdateParsed, string> = {
  title: 'title',
  category: 'category',
  instructions: 'instructions',
  evidenceRequired: 'evidence_required',
  effortMinutes: 'effort_minutes',
  resources: 'resources',
  dueInDays: 'due_in_days',
};

function toTemplate(row: TemplateRow): AssignmentTemplate {
  return {
    ...row,
    resources: row.resources ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The only code that reads or writes `roadmap.assignment_templates`; every statement names the club. */
@Injectable()
export class AssignmentTemplateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listForClub(clubId: string, max: number): Promise<AssignmentTemplate[]> {
    const rows: TemplateRow[] = await this.dataSource.query(
      `SELECT ${TEMPLATE_COLUMNS} FROM "roadmap"."assignment_templates" t
       WHERE t.club_id = $1 ORDER BY lower(t.title), t.id LIMIT $2`,
      [clubId, max],
    );
    return rows.map(toTemplate);
  }

  async countForClub(manager: EntityManager, clubId: string): Promise<number> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS count FROM "roadmap"."assignment_templates" WHERE club_id = $1`,
      [clubId],
    );
    return row.count;
  }

  /** Serialises template creation of one club, so the per-club cap holds. */
  async lockClub(manager: EntityManager, clubId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7311))`, [clubId]);
  }

  async insert(
    manager: EntityManager,
    clubId: string,
    input: AssignmentTemplateCreateParsed,
    createdBy: string,
  ): Promise<AssignmentTemplate> {
    const rows: TemplateRow[] = await manager.query(
      `INSERT INTO "roadmap"."assignment_templates" AS t
         (club_id, title, category, instructions, evidence_required, effort_minutes, resources, due_in_days, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${TEMPLATE_COLUMNS}`,
      [
        clubId,
        input.title,
        input.category,
        input.instructions,
        input.evidenceRequired,
        input.effortMinutes,
        input.resources,
        input.dueInDays,
        createdBy,
      ],
    );
    return toTemplate(rows[0]!);
  }

  /** The changed template, or undefined when the club has no template with this id. */
  async update(
    clubId: string,
    id: string,
    changes: AssignmentTemplateUpdateParsed,
  ): Promise<AssignmentTemplate | undefined> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
      keyof AssignmentTemplateUpdateParsed,
      unknown,
    ][];
    const sets = entries.map(([key], index) => `${CHANGE_COLUMNS[key]} = $${index + 3}`);
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [TemplateRow[], number] = await this.dataSource.query(
      `UPDATE "roadmap"."assignment_templates" AS t SET ${[...sets, 'updated_at = now()'].join(', ')}
       WHERE t.id = $1 AND t.club_id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
      [id, clubId, ...entries.map(([, value]) => value)],
    );
    return rows[0] && toTemplate(rows[0]);
  }

  /** Whether the club had a template with this id. */
  async remove(clubId: string, id: string): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(
      `DELETE FROM "roadmap"."assignment_templates" WHERE id = $1 AND club_id = $2 RETURNING id`,
      [id, clubId],
    );
    return rows.length > 0;
  }
}
