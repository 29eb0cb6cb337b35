import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type AssignmentTemplate,
  type AssignmentTemplateCreateParsed,
  type AssignmentTemplateUpdateParsed,
  TEMPLATES_PER_CLUB_MAX,
  TEMPLATE_MESSAGES,
} from '@portal/contracts';
import { ServiceError, claimIdempotencyKey } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { templateClubOf } from '../assignment/squad-assignment.rules';
import { AssignmentTemplateRepository } from './assignment-template.repository';

/**
 * A club's assignment templates. Every call works inside the caller's club: another club's template
 * answers exactly like one that does not exist (404 'Template not found').
 */
@Injectable()
export class AssignmentTemplatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: AssignmentTemplateRepository,
  ) {}

  list(actor: Actor): Promise<AssignmentTemplate[]> {
    const clubId = templateClubOf(actor);
    if (!clubId) return Promise.resolve([]);
    return this.templates.listForClub(clubId, TEMPLATES_PER_CLUB_MAX);
  }

  create(actor: Actor, input: AssignmentTemplateCreateParsed): Promise<AssignmentTemplate> {
    const clubId = this.clubOf(actor);
    return this.dataSource.transaction(async (manager) => {
      // No event describes a template, so the Idempotency-Key is recorded here, in the change's transaction.
      await claimIdempotencyKey(manager, 'roadmap');
      await this.templates.lockClub(manager, clubId);
      if ((await this.templates.countForClub(manager, clubId)) >= TEMPLATES_PER_CLUB_MAX) {
        throw ServiceError.conflict(`A club keeps at most ${TEMPLATES_PER_CLUB_MAX} assignment templates`);
      }
      return this.templates.insert(manager, clubId, input, actor.userId);
    });
  }

  async update(actor: Actor, templateId: string, changes: AssignmentTemplateUpdateParsed): Promise<AssignmentTemplate> {
    const updated = await this.templates.update(this.clubOf(actor), templateId, changes);
    if (!updated) throw ServiceError.notFound(TEMPLATE_MESSAGES.notFound);
    return updated;
  }

  async delete(actor: Actor, templateId: string): Promise<void> {
    if (!(await this.templates.remove(this.clubOf(actor), templateId))) {
      throw ServiceError.notFound(TEMPLATE_MESSAGES.notFound);
    }
  }

  private clubOf(actor: Actor): string {
    const clubId = templateClubOf(actor);
    if (!clubId) throw ServiceError.notFound(TEMPLATE_MESSAGES.notFound);
    return clubId;
  }
}
