import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import type { CallFamilyMember } from './call-mails';

/**
 * The parents and guardians on file for a call's player, read from identity when the mail is made (so
 * a parent added after the booking still gets the reminders). A player no longer on file has none;
 * identity being unreachable throws, so the event or job is retried rather than mailed short.
 */
@Injectable()
export class CallFamily {
  constructor(private readonly directory: IdentityDirectory) {}

  async parentsOf(playerId: string): Promise<CallFamilyMember[]> {
    try {
      return (await this.directory.player(playerId)).parents;
    } catch (error) {
      if (error instanceof ServiceError && error.code === ErrorCode.NotFound) return [];
      throw error;
    }
  }
}
