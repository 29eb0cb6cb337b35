import {
  PLAYER_AND_STAFF,
  PLAYER_DATA_READERS,
  PLAYER_GUARDIAN_AND_STAFF,
  PLAYER_OR_GUARDIAN,
  ROLES,
  type Role,
  STAFF_ROLES,
  isStaff,
} from './actor';
import { type RpcSubject, rpcDefinitions } from './rpc';

const admits = (subject: RpcSubject, role: Role): boolean => {
  const access = rpcDefinitions[subject].access;
  return access !== 'public' && (access === 'authenticated' || (access as readonly Role[]).includes(role));
};
const subjectsAdmitting = (role: Role) =>
  (Object.keys(rpcDefinitions) as RpcSubject[]).filter((subject) => admits(subject, role)).sort();

/** ARCHITECTURE §9 and issue 25: a parent reads their child's data and makes exactly these changes. */
const PARENT_WRITES = [
  'identity.player.update', // the child's contact fields only (identity's parent-edit rule)
  'identity.player.set-consent', // a minor's consents (identity's consent-age rule)
  'identity.player-deletion.request', // erasure of the child's data (identity's deletion rule)
  'identity.player-deletion.cancel',
  'media.upload.create', // a match or training video for the child, with the `media` consent
  'media.upload.complete',
  'media.video.create',
  'roadmap.call.book', // for the child
  'roadmap.call.cancel',
  'reports.data-export.request', // a copy of all the child's data (issue 25)
];
const PARENT_READS = [
  'identity.player-deletion.get',
  'reports.data-export.get', // the export's status and its ZIP (issue 25)
  'reports.data-export.download',
  'identity.player.consent-history',
  'identity.player.get',
  'media.video.get',
  'media.video.list',
  'reports.comment.list',
  'reports.report.list',
  'reports.report.pdf',
  'roadmap.assignment.get',
  'roadmap.assignment.history',
  'roadmap.assignment.list',
  'roadmap.call-coach.list',
  'roadmap.call.get',
  'roadmap.call.mine',
  'roadmap.call.slots',
  'roadmap.roadmap.current',
  'roadmap.roadmap.get',
  'roadmap.roadmap.list',
  'tracking.export.csv',
  'tracking.export.training-sessions',
  'tracking.export.wellness-logs',
  'tracking.progress.dashboard',
  'tracking.progress.trends',
  'tracking.training-log.list',
  'tracking.training-session.list',
  'tracking.wellness.list',
];
/** The parent's own family: the children they hold and their visits, their children's open consent requests, taking on another child by invitation, their mail choice. */
const FAMILY_ACCOUNT = [
  'identity.family.children',
  'identity.family.consent-requests',
  'identity.family.visit',
  'identity.guardian.link-invitation',
  'reports.family-mail-preference.get',
  'reports.family-mail-preference.set',
];
/** Any signed-in user's own account and notifications (by their user id, never a player's data). */
const OWN_ACCOUNT = [
  'identity.auth.change-password',
  'identity.user.me',
  'reports.notification.list',
  'reports.notification.mark-all-read',
  'reports.notification.mark-read',
  'reports.notification.unread-count',
  'tracking.stream.credit', // more of a stream the same user opened (the service checks it is theirs)
];

describe('role sets', () => {
  it('names each set by who is in it', () => {
    expect(STAFF_ROLES).toEqual(['coach', 'admin']);
    expect(PLAYER_AND_STAFF).toEqual(['player', 'coach', 'admin']);
    expect(PLAYER_OR_GUARDIAN).toEqual(['player', 'parent']);
    expect([...PLAYER_DATA_READERS].sort()).toEqual([...ROLES].sort());
    expect(PLAYER_GUARDIAN_AND_STAFF).toEqual(PLAYER_DATA_READERS);
  });

  it('counts coaches and admins as staff, and neither players nor parents', () => {
    expect(ROLES.filter(isStaff)).toEqual(['coach', 'admin']);
  });

  it("admits a parent to exactly the child's reads, the guardian's writes and their own account", () => {
    expect(subjectsAdmitting('parent')).toEqual(
      [...PARENT_READS, ...PARENT_WRITES, ...OWN_ACCOUNT, ...FAMILY_ACCOUNT].sort(),
    );
  });

  it('admits a player to every subject a parent may call about a child: a parent never reaches what the child cannot', () => {
    const player = new Set([...subjectsAdmitting('player'), ...FAMILY_ACCOUNT]);
    expect(subjectsAdmitting('parent').filter((subject) => !player.has(subject))).toEqual([]);
  });

  it('keeps every staff-only subject from parents: reviews, comments, assignments, squads, rosters', () => {
    for (const subject of [
      'roadmap.assignment.review',
      'roadmap.assignment.submit',
      'roadmap.assignment.complete',
      'roadmap.assignment.start',
      'roadmap.review.queue',
      'roadmap.coach-home.attention',
      'media.video.comment.add',
      'media.video.comment.reply',
      'media.video.review',
      'media.video.delete',
      'tracking.training-log.create',
      'tracking.training-session.log',
      'tracking.wellness.check-in',
      'identity.player.list',
      'identity.squad.list',
      'roadmap.call.reschedule',
    ] as const)
      expect([subject, admits(subject, 'parent')]).toEqual([subject, false]);
  });
});
