import type { Consent, ConsentType } from '@portal/contracts';
import { childrenInAskingOrder, consentQuestions, questionKey, undecidedConsents } from './consent-questions';

const decided = '2026-03-01T10:00:00.000Z';
const consent = (consentType: ConsentType, granted: boolean, updatedAt: string | null): Consent => ({
  consentType,
  granted,
  updatedAt,
  updatedBy: null,
  updatedByName: null,
  updatedByCapacity: null,
});
const kim = { playerId: 'kim-id', name: 'Kim' };

describe("the family home's questions (issue 37)", () => {
  it('asks every consent nobody decided, media first, in the words of the issue', () => {
    const questions = consentQuestions(kim, {
      consentDecidedBy: 'guardian',
      consents: [consent('media', false, null), consent('video_share', false, null), consent('analytics', false, null)],
    });
    expect(questions.map((question) => question.consentType)).toEqual(['media', 'video_share', 'analytics']);
    expect(questions[0]).toMatchObject({
      key: 'kim-id:media',
      playerId: 'kim-id',
      question: "Kim is waiting for you: may the club store Kim's videos?",
    });
    expect(questions[1]?.question).toBe("May the club share Kim's videos beyond Kim and the coaches?");
  });

  it('counts a consent without an entry as undecided, and one granted or refused as decided', () => {
    expect(
      undecidedConsents({ consents: [consent('media', true, decided), consent('video_share', false, decided)] }),
    ).toEqual(['analytics']);
    expect(undecidedConsents({ consents: [] })).toEqual(['media', 'video_share', 'analytics']);
  });

  it('asks nothing about a child who decides their consents themself', () => {
    expect(consentQuestions(kim, { consentDecidedBy: 'player', consents: [] })).toEqual([]);
  });

  it('asks nothing until the record is there', () => {
    expect(consentQuestions(kim, undefined)).toEqual([]);
  });

  it('leaves out what the parent put off with "Not now"', () => {
    const questions = consentQuestions(
      kim,
      { consentDecidedBy: 'guardian', consents: [] },
      new Set([questionKey('kim-id', 'media')]),
    );
    expect(questions.map((question) => question.consentType)).toEqual(['video_share', 'analytics']);
  });

  it("says a name ending in s the parent's way", () => {
    const [media] = consentQuestions({ playerId: 'j', name: 'James' }, { consentDecidedBy: 'guardian', consents: [] });
    expect(media?.question).toBe("James is waiting for you: may the club store James' videos?");
  });

  it('puts the child whose home it is first, the others in family order', () => {
    const children = [{ playerId: 'a' }, { playerId: 'b' }, { playerId: 'c' }];
    expect(childrenInAskingOrder(children, 'b').map((child) => child.playerId)).toEqual(['b', 'a', 'c']);
    expect(childrenInAskingOrder(children, 'x').map((child) => child.playerId)).toEqual(['a', 'b', 'c']);
  });
});
