import { z } from 'zod';

/** A recipient: a bare address, optionally with a display name. */
export const mailAddressSchema = z.object({
  email: z.email(),
  name: z.string().max(200).optional(),
});
export type MailAddress = z.infer<typeof mailAddressSchema>;

/** Attachments are small and inline (an .ics), or large and read from object storage (a PDF). */
export const mailAttachmentSchema = z.union([
  z
    .object({
      filename: z.string().min(1).max(200),
      contentType: z.string().min(1).max(200),
      /** Inline content, UTF-8 text; at most 256 KB so a job stays small in Redis. */
      content: z.string().max(256 * 1024),
    })
    .strict(),
  z
    .object({
      filename: z.string().min(1).max(200),
      contentType: z.string().min(1).max(200),
      /** A key of the object storage the worker reads the file from while sending. */
      storageKey: z.string().min(1).max(500),
    })
    .strict(),
]);
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/**
 * One e-mail to send, queued by any service (`MailQueue.send`) and sent once by the reports worker.
 * `messageId` is the idempotency key: queueing the same id twice sends one mail, and a retried send
 * after a crash is not sent again (e.g. `report-<reportId>-<recipient>`).
 */
export const mailMessageSchema = z
  .object({
    messageId: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits and . _ @ - only'),
    to: z.array(mailAddressSchema).min(1).max(50),
    subject: z.string().min(1).max(300),
    text: z.string().max(200_000),
    html: z.string().max(500_000).optional(),
    attachments: z.array(mailAttachmentSchema).max(10).default([]),
    /** A calendar invite shown inline by mail clients (METHOD:REQUEST / CANCEL). */
    calendarEvent: z
      .object({ method: z.enum(['REQUEST', 'CANCEL', 'PUBLISH']), content: z.string().max(64 * 1024) })
      .strict()
      .optional(),
  })
  .strict();
export type MailMessage = z.input<typeof mailMessageSchema>;
