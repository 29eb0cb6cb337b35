import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MailAttachment, MailMessage } from '@portal/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './mail-config';

/** Opens a stored object for an attachment (`storageKey`): its size and its bytes; provided by the process's storage. */
export type AttachmentOpener = (storageKey: string) => Promise<{ size: number; stream: Readable }>;

/** Storage objects read once for several messages (`readSharedAttachments`), by storage key. */
export type SharedAttachments = ReadonlyMap<string, Buffer>;

/** Larger shared attachments are refused: mail servers commonly cap a whole message near 10-25 MB. */
export const SHARED_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface SentMail {
  transport: 'smtp' | 'eml';
  /** The RFC 5322 Message-ID header, stable per message id. */
  messageIdHeader: string;
  /** The .eml file written, when there is no SMTP server. */
  file?: string;
}

/**
 * The only file that touches nodemailer. SMTP when SMTP_URL is set, else an .eml file per message
 * in MAIL_OUTBOX_DIR. Each message gets a plain-text part, the HTML part when given, its attachments
 * (storage objects are streamed, except one shared by several messages, read once and capped at
 * SHARED_ATTACHMENT_MAX_BYTES) and an inline calendar invite when given.
 */
export class NodemailerMailer {
  private readonly transporter: Transporter;

  constructor(
    private readonly config: MailConfig,
    private readonly openAttachment: AttachmentOpener,
  ) {
    // Pooled: a batch of report mails reuses a few open (TLS) connections instead of one per message.
    this.transporter = config.SMTP_URL
      ? nodemailer.createTransport({ url: config.SMTP_URL, pool: true })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Reads, once and whole, each stored attachment that more than one of these messages names (a
   * report's PDF mailed to its family and coaches), for `send(message, shared)`.
   */
  async readSharedAttachments(messages: readonly MailMessage[]): Promise<SharedAttachments> {
    const uses = new Map<string, number>();
    for (const message of messages)
      for (const item of message.attachments ?? [])
        if ('storageKey' in item) uses.set(item.storageKey, (uses.get(item.storageKey) ?? 0) + 1);
    const shared = new Map<string, Buffer>();
    for (const [storageKey, count] of uses) {
      if (count < 2) continue;
      const { size, stream } = await this.openAttachment(storageKey);
      if (size > SHARED_ATTACHMENT_MAX_BYTES) {
        stream.destroy();
        throw new Error(`Attachment ${storageKey} is larger than ${SHARED_ATTACHMENT_MAX_BYTES} bytes`);
      }
      shared.set(storageKey, await buffer(stream));
    }
    return shared;
  }

  async send(message: MailMessage, shared: SharedAttachments = new Map()): Promise<SentMail> {
    const domain = /@([^>\s]+)/.exec(this.config.MAIL_FROM)?.[1] ?? 'portal.local';
    const messageIdHeader = `<${message.messageId}@${domain}>`;
    const attachments = await Promise.all((message.attachments ?? []).map((item) => this.attachment(item, shared)));
    const info = await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: message.to.map((address) => (address.name ? { name: address.name, address: address.email } : address.email)),
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdHeader,
      attachments,
      icalEvent: message.calendarEvent
        ? { method: message.calendarEvent.method, content: message.calendarEvent.content, filename: 'invite.ics' }
        : undefined,
    });
    if (this.config.SMTP_URL) return { transport: 'smtp', messageIdHeader };
    const file = join(this.config.MAIL_OUTBOX_DIR, `${message.messageId}.eml`);
    // Written beside, then renamed: a reader never sees half a message. The directory is made only
    // when missing (making it before every message cost a third of writing one).
    await writeFile(`${file}.partial`, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.config.MAIL_OUTBOX_DIR, { recursive: true });
      await writeFile(`${file}.partial`, info.message as Buffer);
    });
    await rename(`${file}.partial`, file);
    return { transport: 'eml', messageIdHeader, file };
  }

  close(): void {
    this.transporter.close();
  }

  private async attachment(item: MailAttachment, shared: SharedAttachments) {
    if ('content' in item) return { filename: item.filename, contentType: item.contentType, content: item.content };
    return {
      filename: item.filename,
      contentType: item.contentType,
      content: shared.get(item.storageKey) ?? (await this.openAttachment(item.storageKey)).stream,
    };
  }
}
