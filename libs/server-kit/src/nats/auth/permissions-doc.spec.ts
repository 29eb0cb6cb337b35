import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rpcDefinitions } from '@portal/contracts';
import { natsPermissionsFor } from './permissions';
import { PORTAL_PROCESSES } from './portal-processes';

/**
 * docs/deployment.md ("NATS security") tells operators which request subjects each process may
 * publish. Its table must say exactly what the generated permissions grant (which come from
 * `serviceRpcCalls`), so an operator auditing a process's rights works from the full list.
 */
const DOC = join(__dirname, '../../../../../docs/deployment.md');
const START = '<!-- nats-rpc-calls:start -->';
const END = '<!-- nats-rpc-calls:end -->';
const EVERY_SUBJECT = "every service's request subjects";
const NOTHING = 'nothing';

const NS = 'portal';
const rpcSubjects = Object.keys(rpcDefinitions).sort();

/** The RPC subjects a process may publish, without the namespace, as the generated permissions say. */
function grantedCalls(process: (typeof PORTAL_PROCESSES)[number]): string {
  const granted = natsPermissionsFor(NS, process)
    .publish.map((subject) => subject.slice(NS.length + 1))
    .filter((subject) => rpcSubjects.includes(subject))
    .sort();
  if (granted.length === 0) return NOTHING;
  if (granted.join() === rpcSubjects.join()) return EVERY_SUBJECT;
  return granted.map((subject) => `\`${subject}\``).join(', ');
}

/** The table's rows as `process → cell`, the cell's subjects sorted. */
function documentedCalls(markdown: string): Record<string, string> {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/deployment.md has no table between ${START} and ${END}`);
  const rows = markdown
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2) // the header and its separator
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return Object.fromEntries(
    rows.map(([process, calls]) => {
      const subjects = calls!.split(',').map((subject) => subject.trim());
      return [process!.replace(/`/g, ''), subjects.length > 1 ? subjects.sort().join(', ') : calls!];
    }),
  );
}

describe('docs/deployment.md lists the request subjects the generated NATS permissions grant', () => {
  it('has one row per process, each naming exactly the subjects that process may publish', () => {
    const expected = Object.fromEntries(PORTAL_PROCESSES.map((process) => [process, grantedCalls(process)]));
    expect(documentedCalls(readFileSync(DOC, 'utf8'))).toEqual(expected);
  });
});
