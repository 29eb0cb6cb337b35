import { Injectable } from '@nestjs/common';
import type { Actor, FamilyMailChoice, FamilyMailPreference } from '@portal/contracts';
import { FamilyMailRepository } from './family-mail.repository';

/**
 * A parent account's own choice of family e-mails, read and written by its user id only (the RPC is
 * for the `parent` role): no parent can read or change another's. What each choice delivers is
 * decided where the mails are made, for the guardians of each child.
 */
@Injectable()
export class FamilyMailPreferencesService {
  constructor(private readonly family: FamilyMailRepository) {}

  async get(actor: Actor): Promise<FamilyMailPreference> {
    return { familyMails: await this.family.choiceOf(actor.userId) };
  }

  async set(actor: Actor, familyMails: FamilyMailChoice): Promise<FamilyMailPreference> {
    await this.family.setChoice(actor.userId, familyMails);
    return { familyMails };
  }
}
