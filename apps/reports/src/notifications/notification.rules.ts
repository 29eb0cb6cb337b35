import { type DomainEvent, type NotificationKind, humanDateRange, playerRoadmapPath } from '@portal/contracts';

/** The events that notify someone. */
export const NOTIFYING_EVENTS = [
  'roadmap.assignment.created',
  'roadmap.assignment.status-changed',
  'media.video.reviewed',
  'media.video.uploaded',
  'tracking.alert.raised',
  'reports.report.ready',
  'identity.consent.changed',
] as const;
export type NotifyingEvent = (typeof NOTIFYING_EVENTS)[number];

/**
 * Who is told: the player the event is about, or the staff who reach that player (the active
 * coaches of the player's squads and the admins of the player's club, ARCHITECTURE §9).
 */
export type Audience = 'player' | 'staff';

export interface NotificationDraft {
  audience: Audience;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

function dueText(dueDate: string | null): string {
  return dueDate ? ` Due ${dueDate}.` : '';
}

function withNote(text: string, note: string | null): string {
  return note ? `${text} Coach's note: ${note}` : text;
}

/**
 * What one event tells whom. `playerName` names the player to staff (a coach reads "Ana Silva
 * submitted…", the player reads "your…"). Events nobody needs to hear about give no draft.
 */
export function notificationsFor(event: DomainEvent<NotifyingEvent>, playerName: string): NotificationDraft[] {
  switch (event.meta.name) {
    case 'roadmap.assignment.created': {
      const payload = (event as DomainEvent<'roadmap.assignment.created'>).payload;
      return [
        {
          audience: 'player',
          kind: 'assignment-created',
          title: 'New assignment',
          body: `${payload.title}.${dueText(payload.dueDate)}`,
          link: '/assignments',
        },
      ];
    }
    case 'roadmap.assignment.status-changed': {
      const payload = (event as DomainEvent<'roadmap.assignment.status-changed'>).payload;
      if (payload.to === 'approved')
        return [
          {
            audience: 'player',
            kind: 'assignment-approved',
            title: 'Assignment approved',
            body: withNote(`${payload.title} was approved.`, payload.note),
            link: '/assignments',
          },
        ];
      if (payload.to === 'needs_changes')
        return [
          {
            audience: 'player',
            kind: 'assignment-needs-changes',
            title: 'Changes requested',
            body: withNote(`${payload.title} needs changes.`, payload.note),
            link: '/assignments',
          },
        ];
      if (payload.to === 'submitted')
        return [
          {
            audience: 'staff',
            kind: 'assignment-submitted',
            title: 'Work submitted for review',
            body: `${playerName} submitted ${payload.title}.`,
            link: playerRoadmapPath(payload.playerId, 'submitted'),
          },
        ];
      return [];
    }
    case 'media.video.reviewed': {
      const payload = (event as DomainEvent<'media.video.reviewed'>).payload;
      return [
        {
          audience: 'player',
          kind: 'video-reviewed',
          title: 'Video feedback',
          body: `Your coach reviewed ${payload.title}: ${payload.status}.`,
          link: '/videos',
        },
      ];
    }
    case 'media.video.uploaded': {
      const payload = (event as DomainEvent<'media.video.uploaded'>).payload;
      return [
        {
          audience: 'staff',
          kind: 'video-uploaded',
          title: 'New video to review',
          body: `${playerName} uploaded ${payload.title}.`,
          link: '/video-analysis',
        },
      ];
    }
    case 'tracking.alert.raised': {
      const payload = (event as DomainEvent<'tracking.alert.raised'>).payload;
      if (payload.trafficLight !== 'red') return [];
      const reasons = payload.alerts.map((alert) => alert.message).join(' ');
      return [
        {
          audience: 'staff',
          kind: 'traffic-light-red',
          title: 'Red traffic light',
          body: `${playerName} is on red for the week of ${payload.weekStart}.${reasons ? ` ${reasons}` : ''}`,
          link: `/player/${payload.playerId}`,
        },
      ];
    }
    case 'reports.report.ready': {
      const payload = (event as DomainEvent<'reports.report.ready'>).payload;
      return [
        {
          audience: 'player',
          kind: 'report-ready',
          title: payload.regenerated ? 'Progress report updated' : 'New progress report',
          body: `Your progress report for ${humanDateRange(payload.periodStart, payload.periodEnd)} is ready.`,
          link: '/reports',
        },
      ];
    }
    case 'identity.consent.changed': {
      const payload = (event as DomainEvent<'identity.consent.changed'>).payload;
      // The child hears of a decision their guardian made for them; their own and the club's they know of.
      if (payload.changedByCapacity !== 'guardian') return [];
      return [
        {
          audience: 'player',
          kind: 'consent-decided',
          title: 'Your parent or guardian decided',
          body: CONSENT_DECIDED_TEXT[payload.consentType][payload.granted ? 'granted' : 'withdrawn'],
          link: CONSENT_DECIDED_LINK[payload.consentType],
        },
      ];
    }
    default:
      return [];
  }
}

/** In a child's words: what their guardian's decision means for them. */
const CONSENT_DECIDED_TEXT = {
  media: {
    granted: 'Your coach can now keep your videos. You can upload one.',
    withdrawn: 'Your videos will not be kept for now.',
  },
  video_share: {
    granted: 'Your videos can now be shared beyond you and your coaches.',
    withdrawn: 'Your videos stay between you and your coaches.',
  },
  analytics: {
    granted: "Your data can now count in the club's figures.",
    withdrawn: "Your data stays out of the club's figures.",
  },
} as const;
const CONSENT_DECIDED_LINK = { media: '/videos', video_share: '/profile', analytics: '/profile' } as const;

/**
 * The users a draft goes to: the player's own account (none when the record has no account), or the
 * staff reaching the player, each once.
 */
export function recipientsOf(
  audience: Audience,
  playerUserId: string | null,
  staffReaching: readonly { userId: string }[],
): string[] {
  if (audience === 'player') return playerUserId ? [playerUserId] : [];
  return [...new Set(staffReaching.map((member) => member.userId))];
}

/** Notification text is stored as written; long titles from other services are cut, not refused. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The row one user gets for a draft of an event about a player, its text cut to the columns' lengths. */
export function notificationRow(
  draft: Pick<NotificationDraft, 'kind' | 'title' | 'body' | 'link'>,
  userId: string,
  eventId: string,
  playerId: string,
) {
  return {
    userId,
    eventId,
    playerId,
    kind: draft.kind,
    title: clip(draft.title, 200),
    body: clip(draft.body, 2000),
    link: clip(draft.link, 500),
  };
}
