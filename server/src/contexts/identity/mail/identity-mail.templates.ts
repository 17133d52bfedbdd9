import type { UserLocale } from '@kollab/contracts';
import type { MailMessage } from '../../../core/mail/mailer';

// The identity mails in German and English, by the user's locale. The link comes first
// in the text: the outbox's log line shows the first link of a mail.

export interface MailRecipient {
  email: string;
  first_name: string;
  username: string;
  locale: UserLocale;
}

type Template<Params> = (recipient: MailRecipient, params: Params) => Omit<MailMessage, 'to'>;

const greeting = (r: MailRecipient): Record<UserLocale, string> => ({
  de: r.first_name ? `Hallo ${r.first_name},` : 'Hallo,',
  en: r.first_name ? `Hello ${r.first_name},` : 'Hello,',
});

export const activationMail: Template<{ link: string; validDays: number }> = (r, { link, validDays }) =>
  ({
    de: {
      subject: 'Willkommen bei Kollab: bitte aktivieren Sie Ihr Konto',
      text:
        `Aktivierungslink: ${link}\n\n${greeting(r).de}\n\nfür Sie wurde ein Kollab-Konto mit dem Benutzernamen ` +
        `"${r.username}" angelegt. Bitte öffnen Sie den Link oben und legen Sie Ihr Passwort fest. ` +
        `Der Link ist ${validDays} Tage gültig.\n\nIhr Kollab-Team\n`,
    },
    en: {
      subject: 'Welcome to Kollab: please activate your account',
      text:
        `Activation link: ${link}\n\n${greeting(r).en}\n\na Kollab account with the username "${r.username}" ` +
        `has been created for you. Please open the link above and choose your password. ` +
        `The link is valid for ${validDays} days.\n\nYour Kollab team\n`,
    },
  })[r.locale];

export const passwordResetMail: Template<{ link: string; validHours: number }> = (r, { link, validHours }) =>
  ({
    de: {
      subject: 'Kollab: Passwort zurücksetzen',
      text:
        `Link zum Zurücksetzen: ${link}\n\n${greeting(r).de}\n\nSie haben ein neues Passwort für "${r.username}" ` +
        `angefordert. Öffnen Sie den Link oben, um es festzulegen; er ist ${validHours} Stunden gültig. ` +
        `Wenn Sie nichts angefordert haben, können Sie diese E-Mail ignorieren.\n\nIhr Kollab-Team\n`,
    },
    en: {
      subject: 'Kollab: reset your password',
      text:
        `Reset link: ${link}\n\n${greeting(r).en}\n\nyou asked for a new password for "${r.username}". ` +
        `Open the link above to choose it; it is valid for ${validHours} hours. ` +
        `If you did not ask for it, you can ignore this e-mail.\n\nYour Kollab team\n`,
    },
  })[r.locale];

export const emailCodeMail: Template<{ code: string; validMinutes: number }> = (r, { code, validMinutes }) =>
  ({
    de: {
      subject: `Kollab: Ihr Bestätigungscode ${code}`,
      text:
        `${greeting(r).de}\n\nIhr Bestätigungscode für die neue E-Mail-Adresse lautet:\n\n${code}\n\n` +
        `Er ist ${validMinutes} Minuten gültig. Wenn Sie keine Änderung angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Kollab-Team\n`,
    },
    en: {
      subject: `Kollab: your confirmation code ${code}`,
      text:
        `${greeting(r).en}\n\nyour confirmation code for the new e-mail address is:\n\n${code}\n\n` +
        `It is valid for ${validMinutes} minutes. If you did not ask for a change, ignore this e-mail.\n\nYour Kollab team\n`,
    },
  })[r.locale];
