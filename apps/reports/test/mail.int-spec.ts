import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailMessage } from '@portal/contracts';
import { JobQueues, MailQueue, redisConnection } from '@portal/server-kit';
import {
  AppProcess,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  waitFor,
} from '@portal/server-kit/testing';
import type IORedis from 'ioredis';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//portal//test//EN\r\nEND:VCALENDAR\r\n';

function message(id: string): MailMessage {
  return {
    messageId: id,
    to: [{ email: 'parent@family.test', name: 'Pat Parent' }, { email: 'coach@club.test' }],
    subject: 'Progress report for Ana Silva',
    text: 'Ana trained 5 hours this week.',
    html: '<p>Ana trained <strong>5 hours</strong> this week.</p>',
    attachments: [{ filename: 'call.ics', contentType: 'text/calendar', content: ICS }],
  };
}

describe('mail: any service queues, the reports worker sends once', () => {
  let infra: TestInfra;
  let namespace: string;
  let redis: IORedis;
  let mail: MailQueue;
  let queues: JobQueues;
  let outboxDir: string;
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    redis = redisConnection(infra.redisUrl);
    queues = new JobQueues(namespace, redis);
    mail = new MailQueue(queues);
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
    smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => received.push(parsed))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await queues?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await destroyNamespace(namespace, infra);
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('writes an .eml file per message when no SMTP server is configured, making the directory when missing', async () => {
    const emlDir = join(outboxDir, 'outbox'); // not there yet, as on a fresh machine
    const worker = await AppProcess.start({
      app: 'reports',
      entry: 'worker',
      env: { ...namespaceEnv(namespace, infra), MAIL_OUTBOX_DIR: emlDir },
    });
    try {
      await mail.send(message('eml-check-1'));
      const file = join(emlDir, 'eml-check-1.eml');
      await waitFor(async () => (await readdir(emlDir).catch((): string[] => [])).includes('eml-check-1.eml'), {
        what: 'the .eml file',
      });
      const parsed = await simpleParser(await readFile(file));
      expect(parsed.subject).toBe('Progress report for Ana Silva');
      expect(parsed.text?.trim()).toBe('Ana trained 5 hours this week.');
      expect(parsed.html).toContain('<strong>5 hours</strong>');
      expect(parsed.attachments.map((item) => item.filename)).toEqual(['call.ics']);
      expect(parsed.messageId).toMatch(/^<eml-check-1@/);
    } finally {
      await worker.stop();
    }
  });

  it('sends through SMTP with both parts, the recipients and the attachment, once per message id', async () => {
    const worker = await AppProcess.start({
      app: 'reports',
      entry: 'worker',
      env: { ...namespaceEnv(namespace, infra), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    try {
      const first = await mail.send(message('report-42-parent'));
      await waitFor(() => received.length === 1, { what: 'the SMTP server to receive the mail' });
      const [parsed] = received;
      expect(parsed!.to).toMatchObject({
        value: [{ address: 'parent@family.test', name: 'Pat Parent' }, { address: 'coach@club.test' }],
      });
      expect(parsed!.text?.trim()).toBe('Ana trained 5 hours this week.');
      expect(parsed!.attachments[0]?.content.toString()).toBe(ICS);

      // Queued again (a redelivered event, a retried handler): one job, one mail.
      const again = await mail.send(message('report-42-parent'));
      expect(again.id).toBe(first.id);
      // Even when the job itself runs again (a retry after a crash), nothing is sent twice.
      await waitFor(async () => (await first.getState()) === 'completed', { what: 'the job to complete' });
      await first.retry('completed').catch(async () => {
        await queues.queue('mail').add('reports.send-mail', { payload: message('report-42-parent') });
      });
      await worker.waitForLog(/mail already sent; skipped/);
      expect(received).toHaveLength(1);

      // A report's mails in one job: the one sent already is skipped, the other sent once.
      const [batch] = await mail.sendAll([message('report-42-parent'), message('report-42-coach')]);
      const [queuedAgain] = await mail.sendAll([message('report-42-parent'), message('report-42-coach')]);
      expect(queuedAgain!.id).toBe(batch!.id);
      await waitFor(async () => (await batch!.getState()) === 'completed', { what: 'the batch job to complete' });
      expect(received.map((mail) => mail.messageId)).toEqual([
        expect.stringMatching(/^<report-42-parent@/),
        expect.stringMatching(/^<report-42-coach@/),
      ]);
      expect((await queues.queue('mail').getJob(batch!.id!))?.returnvalue).toEqual({ sent: 1 });
    } finally {
      await worker.stop();
    }
  });

  it('refuses a malformed message in the producer, before anything is queued', async () => {
    await expect(mail.send({ ...message('bad id with spaces'), to: [] })).rejects.toThrow();
  });
});
