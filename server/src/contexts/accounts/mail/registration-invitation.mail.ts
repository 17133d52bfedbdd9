import type { MailMessage } from '../../../core/mail/mailer';

/** The registration link mail, in the invitee's language. */
export function registrationInvitationMail(to: string, locale: 'de' | 'en', link: string, validDays: number): MailMessage {
  if (locale === 'en') {
    return {
      to,
      subject: 'Register your organisation with Kollab',
      text: `Hello,\n\nyou are invited to register your organisation with Kollab:\n\n${link}\n\nThe link is valid for ${validDays} days.\n`,
    };
  }
  return {
    to,
    subject: 'Registrieren Sie Ihre Organisation bei Kollab',
    text: `Hallo,\n\nSie sind eingeladen, Ihre Organisation bei Kollab zu registrieren:\n\n${link}\n\nDer Link ist ${validDays} Tage gültig.\n`,
  };
}
