import { z } from 'zod';

/**
 * Which e-mails a guardian (a parent account) gets about their children: `every` event (feedback and
 * approvals, video feedback, new reports, calls), one `weekly` digest, or `reports` only (the default).
 * A guardian entry without a parent account gets report mails only.
 */
export const FAMILY_MAIL_CHOICES = ['every', 'weekly', 'reports'] as const;
export type FamilyMailChoice = (typeof FAMILY_MAIL_CHOICES)[number];
export const DEFAULT_FAMILY_MAIL_CHOICE: FamilyMailChoice = 'reports';

/** GET/PUT /api/family/mail-preferences: the parent's own choice. */
export const familyMailPreferenceSchema = z
  .object({
    familyMails: z.enum(FAMILY_MAIL_CHOICES, {
      error: 'Choose one of: every update, a weekly summary, or reports only',
    }),
  })
  .strict();
export type FamilyMailPreference = z.infer<typeof familyMailPreferenceSchema>;

/** The form's words for each choice, written for a parent. */
export const FAMILY_MAIL_CHOICE_COPY: Record<FamilyMailChoice, { label: string; description: string }> = {
  every: {
    label: 'Every update',
    description:
      'An e-mail each time something happens: the coach approves or comments on work, gives video feedback, a report is ready, or a call is booked or cancelled.',
  },
  weekly: {
    label: 'A weekly summary',
    description: 'One e-mail a week listing what happened for each of your children, plus the progress reports.',
  },
  reports: {
    label: 'Progress reports only',
    description: 'Only the progress report every six weeks. You can still see everything else in the portal.',
  },
};
