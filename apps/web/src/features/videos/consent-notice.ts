import {
  GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE,
  type ParentInput,
  UNNAMED_GUARDIAN_ENTRY_NAME,
  type PlayerParent,
  type PlayerProfile,
  emailSchema,
} from '@portal/contracts';

/** What the upload dialogs need of the player's record to say who decides the media consent. */
export type ConsentRecord = Pick<PlayerProfile, 'consents' | 'consentDecidedBy' | 'parents'>;

/**
 * What the upload dialog says about storing the video (issue 37), decided before anything is sent:
 * - `checking`: the record is not loaded yet; `unknown`: it could not be (the upload is tried anyway
 *   and the server's refusal says it);
 * - `allowed`: media storage is granted;
 * - `allow-own`: the player decides and has not allowed it: they allow it here;
 * - `allow-child`: a parent uploading for a child whose guardians decide: the parent allows it here;
 * - `child-decides`: a parent uploading for a child who decides themself and has not allowed it;
 * - `waiting`: a minor whose guardian (reachable by e-mail) has not allowed it yet;
 * - `no-guardian-email`: a minor whose guardians on file have no e-mail, so nobody could be asked;
 * - `no-guardian`: a minor with no parent or guardian on file.
 */
export type UploadConsentView =
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'allowed' }
  | { kind: 'allow-own' }
  | { kind: 'allow-child'; childName: string }
  | { kind: 'child-decides'; childName: string }
  | { kind: 'waiting'; guardian: string }
  | { kind: 'no-guardian-email'; guardian: string }
  | { kind: 'no-guardian' };

export function mediaGranted(record: Pick<PlayerProfile, 'consents'>): boolean {
  return record.consents.some((consent) => consent.consentType === 'media' && consent.granted);
}

/**
 * How a child names a guardian entry: its name, or its e-mail when the entry is the unnamed one
 * a sign-up made ("Parent or guardian"), which would say nothing.
 */
export function guardianLabel(parent: Pick<PlayerParent, 'name' | 'email'>): string {
  const name = parent.name.trim();
  const email = parent.email?.trim();
  if (email && (name === '' || name.toLowerCase() === UNNAMED_GUARDIAN_ENTRY_NAME.toLowerCase())) return email;
  return name || 'your parent or guardian';
}

/** "Maria", "Maria or João", "Ana, Maria or João": everyone who can decide. */
export function eitherOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export function uploadConsentView(input: {
  /** The player themself, or a parent uploading for their child. */
  viewer: 'player' | 'parent';
  /** The child's first name, for a parent. */
  childName?: string;
  record: ConsentRecord | undefined;
  failed?: boolean;
}): UploadConsentView {
  const { record, viewer } = input;
  if (!record) return input.failed ? { kind: 'unknown' } : { kind: 'checking' };
  if (mediaGranted(record)) return { kind: 'allowed' };
  const childName = input.childName ?? 'your child';
  if (viewer === 'parent')
    return record.consentDecidedBy === 'guardian'
      ? { kind: 'allow-child', childName }
      : { kind: 'child-decides', childName };
  if (record.consentDecidedBy === 'player') return { kind: 'allow-own' };
  const reachable = record.parents.filter((parent) => parent.email?.trim());
  if (reachable.length > 0) return { kind: 'waiting', guardian: eitherOf(reachable.map(guardianLabel)) };
  if (record.parents.length > 0)
    return { kind: 'no-guardian-email', guardian: eitherOf(record.parents.map(guardianLabel)) };
  return { kind: 'no-guardian' };
}

/** Whether the dialog lets the file go up: not while it is known the portal would refuse to store it. */
export function uploadAllowed(view: UploadConsentView): boolean {
  return view.kind === 'allowed' || view.kind === 'checking' || view.kind === 'unknown';
}

export interface ConsentNoticeCopy {
  title: string;
  text: string;
  /** The button that allows it in place, when the reader may. */
  allowLabel?: string;
  /** Whether the reader may send their guardian a reminder. */
  remind?: boolean;
  /** Where the reader can add a parent or guardian (a player's own profile). */
  addGuardian?: boolean;
  /** The reader may give their guardian's e-mail right here (who is then invited and asked). */
  askGuardianEmail?: boolean;
}

/** The words of each view, for the person reading it: a player (perhaps 12), or a parent. */
export function consentNoticeCopy(view: UploadConsentView): ConsentNoticeCopy | null {
  switch (view.kind) {
    case 'checking':
    case 'allowed':
      return null;
    case 'unknown':
      return {
        title: 'We could not check whether your videos may be stored',
        text: 'You can still try to upload. If the club may not store it yet, we will tell you who needs to allow it.',
      };
    case 'allow-own':
      return {
        title: 'May the club store your videos?',
        text: 'Your coach can only watch your videos if you allow the club to store them. You can change this any time under Consents & Permissions on your Profile.',
        allowLabel: 'Allow storing my videos',
      };
    case 'allow-child':
      return {
        title: `May the club store ${view.childName}'s videos?`,
        text: `You decide this for ${view.childName}. The coach can only watch the videos if you allow the club to store them; you can change it any time on ${view.childName}'s consents page.`,
        allowLabel: `Allow storing ${view.childName}'s videos`,
      };
    case 'child-decides':
      return {
        title: `${view.childName} decides whether videos are stored`,
        text: `${view.childName} has not allowed the club to store videos yet. Ask ${view.childName} to allow it under Consents & Permissions on their Profile; then you can upload here.`,
      };
    case 'waiting':
      return {
        title: `Waiting for ${view.guardian} to decide`,
        text: `Your parent or guardian decides whether the club may store your videos. We have sent them an e-mail about it. As soon as they say yes, you can upload your video here.`,
        remind: true,
      };
    case 'no-guardian-email':
      return {
        title: `Waiting for ${view.guardian} to decide`,
        text: `Your parent or guardian decides whether the club may store your videos, but we have no e-mail address to ask them. Type their e-mail here (or ask your coach to add it). We will e-mail them, and once they say yes you can upload here.`,
        addGuardian: true,
        askGuardianEmail: true,
      };
    case 'no-guardian':
      return {
        title: 'Your parent or guardian needs to say yes first',
        text: 'Your parent or guardian decides whether the club may store your videos, and we do not know who they are yet. Type their e-mail here (or ask your coach to add them). We will e-mail them, and once they say yes you can upload here.',
        addGuardian: true,
        askGuardianEmail: true,
      };
  }
}

/**
 * What the answer to "Send a reminder" says (POST consent-requests). `reminded` and `nextReminderAt`
 * come with the daily reminder (issue 37); an answer without them reads as "already e-mailed".
 */
export interface ReminderAnswer {
  created: boolean;
  reminded?: boolean;
  guardiansEmailed: number;
  nextReminderAt?: string;
}

/** What the child reads after pressing "Send a reminder". */
export function reminderOutcome(answer: ReminderAnswer, guardian: string, formatWhen: (iso: string) => string): string {
  if (answer.guardiansEmailed === 0)
    return 'We could not e-mail your parent or guardian: we have no e-mail address for them. Ask your coach to add it.';
  if (answer.created || answer.reminded)
    return `We have e-mailed ${guardian} again. They can decide straight from the e-mail.`;
  return answer.nextReminderAt
    ? `We already e-mailed ${guardian} today. You can send another reminder from ${formatWhen(answer.nextReminderAt)}.`
    : `We already e-mailed ${guardian} today. You can send another reminder tomorrow.`;
}

/** The words for a refused reminder: the server's own when it says why (too many today), else a retry. */
export function reminderFailure(serverMessage: string | null | undefined): string {
  return serverMessage ?? 'We could not send the reminder just now. Please try again.';
}

/**
 * The Parents & Guardians list after a child gives their guardian's e-mail in the upload dialog: the
 * first entry without an e-mail gets it (its name kept), or, with nobody on file, the unnamed entry a
 * sign-up makes. Either way the portal invites that e-mail; the entries on file keep their ids.
 */
export function parentsWithGuardianEmail(
  parents: readonly Pick<PlayerParent, 'id' | 'name' | 'relationship' | 'email' | 'phone' | 'isPrimaryContact'>[],
  email: string,
): ParentInput[] {
  const kept: ParentInput[] = parents.map(({ id, name, relationship, email: onFile, phone, isPrimaryContact }) => ({
    id,
    name,
    relationship,
    email: onFile,
    phone,
    isPrimaryContact,
  }));
  const index = parents.findIndex((parent) => !parent.email?.trim());
  if (index >= 0) return kept.map((parent, at) => (at === index ? { ...parent, email } : parent));
  return [...kept, { name: UNNAMED_GUARDIAN_ENTRY_NAME, email, isPrimaryContact: kept.length === 0 }];
}

/** Why this is not a guardian's e-mail the child may give, or null (the player's own is refused). */
export function guardianEmailProblem(email: string, ownEmail: string | null | undefined): string | null {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a valid email address';
  if (ownEmail && parsed.data === ownEmail.trim().toLowerCase()) return GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE;
  return null;
}
