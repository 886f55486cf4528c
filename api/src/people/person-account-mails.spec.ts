import { accountChangeMail } from './person-account-mails';

describe('account change mails', () => {
  const link = 'https://medstaff.example/de/auth/sign-in';

  it('keeps the reason as typed: placeholders stay text, markup is escaped in the HTML', () => {
    const mail = accountChangeMail('disabled', 'de', {
      firstName: 'Eva',
      reason: '<b>{firstName}</b> & Co.',
      link,
    });
    expect(mail.text).toContain('Begründung: <b>{firstName}</b> & Co.');
    expect(mail.html).toContain('Begründung: &#60;b&#62;{firstName}&#60;/b&#62; &#38; Co.');
    expect(mail.html).not.toContain('<b>');
  });

  it('names both roles in the language of the person, and greets a person without a name plainly', () => {
    const mail = accountChangeMail('roleChanged', 'en', {
      firstName: '',
      reason: 'Promotion',
      link,
      from: 'USER',
      to: 'AGENCY',
    });
    expect(mail.subject).toBe('Your role at MedStaff has changed');
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Hello,',
      '',
      'an administrator has changed your role from user to agency user. Please sign in again; existing sessions have ended.',
    ]);
    expect(mail.text).toContain(`Sign in: ${link}`);
  });
});
