import { CONSENT_TYPES, type ConsentType, type PlayerProfile } from '@portal/contracts';
import { possessive } from './family-display';

/** A consent a guardian has not decided yet, asked on the family home (issue 37). */
export interface ConsentQuestion {
  /** Unique on the page: `<playerId>:<consentType>` ("Not now" hides it by this). */
  key: string;
  playerId: string;
  consentType: ConsentType;
  /** "Kim is waiting for you: may the club store Kim's videos?" */
  question: string;
  /** What it means in practice, in a parent's words. */
  detail: string;
}

export function questionKey(playerId: string, consentType: ConsentType): string {
  return `${playerId}:${consentType}`;
}

/**
 * The consents nobody has decided: never given nor refused (`updatedAt` unset, or no entry at all),
 * in the order the portal lists them. A consent the family refused is decided, and not asked again.
 */
export function undecidedConsents(record: Pick<PlayerProfile, 'consents'>): ConsentType[] {
  return CONSENT_TYPES.filter(
    (type) => !record.consents.some((consent) => consent.consentType === type && consent.updatedAt !== null),
  );
}

function wording(type: ConsentType, name: string): { question: string; detail: string } {
  const whose = possessive(name);
  switch (type) {
    case 'media':
      return {
        question: `${name} is waiting for you: may the club store ${whose} videos?`,
        detail: `${name} can upload match and training clips for the coach's feedback only once you allow it.`,
      };
    case 'video_share':
      return {
        question: `May the club share ${whose} videos beyond ${name} and the coaches?`,
        detail: `Without it, only ${name}, you and the coaching staff see them.`,
      };
    case 'analytics':
      return {
        question: `May the club count ${whose} data in club-wide figures?`,
        detail: `Without it, ${whose} data is left out of them.`,
      };
  }
}

/**
 * What a guardian is asked for one child: every undecided consent, unless the child decides their
 * consents themself (then nothing: the family home only shows them), or the parent said "Not now"
 * to it on this visit.
 */
export function consentQuestions(
  child: { playerId: string; name: string },
  record: Pick<PlayerProfile, 'consents' | 'consentDecidedBy'> | undefined,
  hidden: ReadonlySet<string> = new Set(),
): ConsentQuestion[] {
  if (!record || record.consentDecidedBy !== 'guardian') return [];
  return undecidedConsents(record)
    .map((consentType) => ({
      key: questionKey(child.playerId, consentType),
      playerId: child.playerId,
      consentType,
      ...wording(consentType, child.name),
    }))
    .filter((question) => !hidden.has(question.key));
}

/** The children whose questions the home asks, the one whose home it is first, the others in family order. */
export function childrenInAskingOrder<T extends { playerId: string }>(children: readonly T[], currentId: string): T[] {
  return [
    ...children.filter((child) => child.playerId === currentId),
    ...children.filter((child) => child.playerId !== currentId),
  ];
}
