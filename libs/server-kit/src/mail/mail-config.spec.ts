import { mailEnvSchema } from './mail-config';

describe('the mail configuration', () => {
  it('refuses production without SMTP_URL, naming it, unless files are meant', () => {
    const refused = mailEnvSchema.safeParse({ NODE_ENV: 'production' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['SMTP_URL'], message: expect.stringMatching(/MAIL_ALLOW_FILE_OUTBOX=true/) }),
    ]);
    expect(mailEnvSchema.parse({ NODE_ENV: 'production', MAIL_ALLOW_FILE_OUTBOX: 'true' }).SMTP_URL).toBeUndefined();
    expect(mailEnvSchema.parse({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example:465' }).SMTP_URL).toBe(
      'smtps://mail.example:465',
    );
  });

  it('writes .eml files outside production without being told', () => {
    expect(mailEnvSchema.parse({}).MAIL_OUTBOX_DIR).toBe('var/mail-outbox');
    expect(mailEnvSchema.parse({ NODE_ENV: 'test' }).SMTP_URL).toBeUndefined();
  });
});
