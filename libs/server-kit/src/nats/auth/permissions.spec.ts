import { SERVICE_NAMES, eventDefinitions, rpcDefinitions, serviceRpcCalls } from '@portal/contracts';
import { natsPermissionsFor } from './permissions';
import { PORTAL_PROCESSES } from './portal-processes';

const NS = 'portal';
const all = Object.fromEntries(PORTAL_PROCESSES.map((process) => [process, natsPermissionsFor(NS, process)]));
const publishers = (subject: string) => PORTAL_PROCESSES.filter((process) => all[process]!.publish.includes(subject));
const subscribers = (subject: string) =>
  PORTAL_PROCESSES.filter((process) => all[process]!.subscribe.includes(subject));

describe('NATS permissions derived from the contracts', () => {
  it('only identity listens to identity.user.set-role, and only the gateway may send it', () => {
    expect(subscribers('portal.identity.user.set-role')).toEqual(['identity']);
    expect(publishers('portal.identity.user.set-role')).toEqual(['gateway']);
    expect(publishers('portal.identity.auth.verify-credentials')).toEqual(['gateway']);
  });

  it('every RPC subject has exactly its own service as listener', () => {
    for (const subject of Object.keys(rpcDefinitions)) {
      expect({ subject, listeners: subscribers(`${NS}.${subject}`) }).toEqual({
        subject,
        listeners: [subject.split('.')[0]],
      });
    }
  });

  it('each process publishes to another service exactly what it calls (serviceRpcCalls byProcess)', () => {
    expect(publishers('portal.identity.player.get')).toEqual([
      'gateway',
      'roadmap',
      'media',
      'reports',
      'reports-worker',
    ]);
    expect(publishers('portal.identity.player.list')).toEqual(['gateway', 'reports-worker']);
    expect(publishers('portal.tracking.progress.periods')).toEqual(['gateway', 'reports-worker']);
    expect(publishers('portal.tracking.wellness.list')).toEqual(['gateway']);
    expect(all.tracking!.publish.some((subject) => subject.startsWith('portal.identity.'))).toBe(false);
    const rpcOf = (process: string) =>
      all[process]!.publish.filter((subject) => /^portal\.(identity|roadmap|tracking|media|reports)\./.test(subject));
    // identity.user.me: the requester's address for a data export's "ready" mail (their own token).
    expect(rpcOf('reports')).toEqual([
      'portal.identity.player.get',
      'portal.identity.user.list',
      'portal.identity.user.me',
    ]);
    expect(rpcOf('reports-worker')).toEqual([
      'portal.identity.player.get',
      'portal.identity.player.many',
      'portal.identity.player.list',
      'portal.identity.user.list',
      'portal.tracking.progress.periods',
      'portal.roadmap.assignment.periods',
      'portal.media.video.feedback-periods',
      // The data export (issue 25).
      'portal.identity.player.consent-history',
      'portal.roadmap.player.export-data',
      'portal.tracking.player.export-data',
      'portal.media.player.export-data',
      'portal.tracking.export.training-sessions',
      'portal.tracking.export.wellness-logs',
    ]);
    // Video processing calls no service; neither does the identity CLI.
    expect(rpcOf('media-worker')).toEqual([]);
    expect(rpcOf('identity-cli')).toEqual([]);
  });

  it('every call a process is granted is one its service declares, and every declared call has a process', () => {
    for (const [service, calls] of Object.entries(serviceRpcCalls)) {
      const declared = new Set([...calls.asService, ...calls.forUser]);
      const made = new Set([...calls.byProcess.service, ...calls.byProcess.worker]);
      expect({ service, made: [...made].sort() }).toEqual({ service, made: [...declared].sort() });
    }
  });

  it('each process reads only its own inbox, and nobody has a namespace or global wildcard', () => {
    expect(all.gateway!.subscribe).toEqual(['_INBOX_portal_gateway.>']);
    expect(all['identity-cli']).toEqual({
      publish: [],
      subscribe: ['_INBOX_portal_identity_cli.>'],
      allowResponses: false,
    });
    for (const process of PORTAL_PROCESSES) {
      for (const subject of [...all[process]!.publish, ...all[process]!.subscribe]) {
        expect(['>', 'portal.>', '_INBOX.>', '$JS.API.>', 'portal.events.>']).not.toContain(subject);
      }
    }
  });

  it('only service RPC processes may answer requests', () => {
    expect(PORTAL_PROCESSES.filter((process) => all[process]!.allowResponses)).toEqual([...SERVICE_NAMES]);
  });

  it('a service (and its worker) publishes only its own events into the stream', () => {
    for (const name of Object.keys(eventDefinitions)) {
      const owner = name.split('.')[0]!;
      const expected = PORTAL_PROCESSES.filter((process) => process === owner || process === `${owner}-worker`);
      expect({ name, publishers: publishers(`portal.events.${name}`) }).toEqual({ name, publishers: expected });
    }
  });

  it('consumers (the gateway and the services) get the consumer API of their own stream only', () => {
    expect(all.gateway!.publish).toContain('$JS.API.CONSUMER.MSG.NEXT.PORTAL_EVENTS.*');
    expect(all['media-worker']!.publish.some((subject) => subject.startsWith('$JS.API.CONSUMER'))).toBe(false);
    expect(natsPermissionsFor('other', 'gateway').publish).toContain('$JS.API.CONSUMER.MSG.NEXT.OTHER_EVENTS.*');
  });
});
