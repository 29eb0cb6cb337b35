import { consentRequestMail } from './consent-request-mail';

describe('the consent request mail', () => {
  const input = {
    requestId: '00000000-0000-4000-8000-000000000001',
    reminder: 0,
    entryId: '00000000-0000-4000-8000-000000000002',
    email: 'maria@home.test',
    guardianName: 'Maria Striker',
    playerId: '00000000-0000-4000-8000-000000000003',
    childName: 'Mia Striker',
    clubName: 'Hillside FC',
    consentType: 'media' as const,
    publicUrl: 'https://portal.example/',
  };

  it('asks the guardian by name, links the child’s consents page, and is one message per entry and request', () => {
    const mail = consentRequestMail(input);
    expect(mail.to).toEqual([{ email: 'maria@home.test', name: 'Maria Striker' }]);
    expect(mail.subject).toBe('Mia Striker asks you to allow video storage on Player Portal');
    expect(mail.text).toContain('https://portal.example/family/00000000-0000-4000-8000-000000000003/consents');
    expect(mail.text).toContain('store the videos and photos');
    expect(mail.messageId).toBe(
      'consent-request-00000000-0000-4000-8000-000000000001-00000000-0000-4000-8000-000000000002',
    );
    expect(consentRequestMail({ ...input, entryId: '00000000-0000-4000-8000-000000000009' }).messageId).not.toBe(
      mail.messageId,
    );
  });

  it('says it is a reminder, as a message of its own per reminder, and greets an unnamed entry plainly', () => {
    const reminder = consentRequestMail({ ...input, reminder: 2, guardianName: 'Parent or guardian' });
    expect(reminder.subject).toBe('Reminder: Mia Striker asks you to allow video storage on Player Portal');
    expect(reminder.messageId).toMatch(/-r2$/);
    expect(reminder.text.split('\n')[0]).toBe('Hello,');
  });
});
