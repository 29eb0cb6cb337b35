import type { ServiceDefinition } from '@portal/server-kit';
import { PlayerContacts1764500000100 } from './database/migrations/1764500000100-player-contacts';
import { CreateUsersAndPlayers1763700000100 } from './database/migrations/1763700000100-create-users-and-players';
import { PlayerProfiles1763700001100 } from './database/migrations/1763700001100-player-profiles';
import { CredentialAttemptsAndPasswordResets1763700009100 } from './database/migrations/1763700009100-credential-attempts-and-password-resets';
import { ClubsAndSquads1764100000100 } from './database/migrations/1764100000100-clubs-and-squads';
import { StaffInvitations1764100000200 } from './database/migrations/1764100000200-staff-invitations';
import { Guardians1764200000100 } from './database/migrations/1764200000100-guardians';
import { PlayerDeletions1764300000100 } from './database/migrations/1764300000100-player-deletions';
import { GuardianshipLastVisit1764300000500 } from './database/migrations/1764300000500-guardianship-last-visit';
import { ConsentRequests1764200000700 } from './database/migrations/1764200000700-consent-requests';
import { PlayerSearchText1764400002700 } from './database/migrations/1764400002700-player-search-text';
import { DateOfBirthSource1764600000100 } from './database/migrations/1764600000100-date-of-birth-source';
import { ConsentRequestReminders1764600000200 } from './database/migrations/1764600000200-consent-request-reminders';
import { IdentityModule } from './identity.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'identity',
  migrations: [
    CreateUsersAndPlayers1763700000100,
    PlayerProfiles1763700001100,
    CredentialAttemptsAndPasswordResets1763700009100,
    ClubsAndSquads1764100000100,
    StaffInvitations1764100000200,
    Guardians1764200000100,
    PlayerDeletions1764300000100,
    GuardianshipLastVisit1764300000500,
    ConsentRequests1764200000700,
    PlayerSearchText1764400002700,
    PlayerContacts1764500000100,
    DateOfBirthSource1764600000100,
    ConsentRequestReminders1764600000200,
  ],
  imports: [IdentityModule],
};
