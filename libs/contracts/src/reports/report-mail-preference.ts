import { z } from 'zod';

/** How a coach receives the scheduled report e-mails: one per player, or one digest per run. */
export const REPORT_MAIL_MODES = ['each', 'digest'] as const;
export type ReportMailMode = (typeof REPORT_MAIL_MODES)[number];

export const reportMailPreferenceSchema = z
  .object({ reportMails: z.enum(REPORT_MAIL_MODES, { error: 'must be each or digest' }) })
  .strict();
export type ReportMailPreference = z.infer<typeof reportMailPreferenceSchema>;

/** Copy of the setting (staff only). */
export const REPORT_DIGEST_LABEL = 'One digest e-mail per report run';
export const REPORT_DIGEST_DESCRIPTION =
  'Instead of one e-mail per player, get one e-mail listing every new report with links. Families still get their own.';
