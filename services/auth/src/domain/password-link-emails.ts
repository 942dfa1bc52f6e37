import { SET_PASSWORD_LINK_HOURS, SET_PASSWORD_LINK_PLACEHOLDER, type ByLanguage, type EmailJob, type EmailText, type Language } from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { PasswordLinkRecord } from '../data-access/password-link.repository.js';
import type { UserRecord } from '../data-access/user.repository.js';

/** One email per link, so a replayed outbox sends it once. */
export const passwordLinkJobId = (linkId: string) => `password-link-${linkId}`;

/** Why the link was sent: a new account, the person's own "Forgot password?", or an organizer's reset. */
type LinkOccasion = 'welcome' | 'forgot' | 'organizer-reset';

interface LinkEmailInput {
  fullName: string;
  email: string;
  signInUrl: string;
}

interface LinkEmailWords {
  greeting: (input: LinkEmailInput) => string;
  linkLines: (what: string) => string[];
  closing: (input: LinkEmailInput) => string[];
  occasions: Record<LinkOccasion, { subject: string; body: (input: LinkEmailInput, words: LinkEmailWords) => string[] }>;
}

const WORDS: ByLanguage<LinkEmailWords> = {
  en: {
    greeting: ({ fullName }) => `Hello ${fullName},`,
    linkLines: (what) => [`${what} with this link (it works once, for ${SET_PASSWORD_LINK_HOURS} hours):`, SET_PASSWORD_LINK_PLACEHOLDER],
    closing: ({ signInUrl }) => [
      `If the link has expired, choose "Forgot password?" under Member Access → Sign In (${signInUrl}) to get a new one.`,
      'Do not forward this email: whoever opens the link can set your password. The organizers will never ask you for it.',
      '',
      'The Mexico Trek team',
    ],
    occasions: {
      welcome: {
        subject: 'Your Mexico Trek participant account: choose your password',
        body: (input, words) => [
          'An organizer of the Mexico Trek created your participant account.',
          '',
          ...words.linkLines('Choose your password'),
          '',
          `Then sign in at ${input.signInUrl} (Member Access, then Sign In) with ${input.email}.`,
          '',
        ],
      },
      forgot: {
        subject: 'Reset your Mexico Trek password',
        body: (input, words) => [
          `Someone, hopefully you, asked for a new password for the Mexico Trek account ${input.email} ("Forgot password?").`,
          '',
          ...words.linkLines('Choose a new password'),
          '',
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
      },
      'organizer-reset': {
        subject: 'Set a new password for your Mexico Trek account',
        body: (input, words) => [
          `An organizer reset the password of your Mexico Trek account ${input.email}. Your previous password no longer works, and you were signed out everywhere.`,
          '',
          ...words.linkLines('Choose a new password'),
          '',
        ],
      },
    },
  },
  es: {
    greeting: ({ fullName }) => `Hola, ${fullName}:`,
    linkLines: (what) => [`${what} con este enlace (funciona una sola vez, durante ${SET_PASSWORD_LINK_HOURS} horas):`, SET_PASSWORD_LINK_PLACEHOLDER],
    closing: ({ signInUrl }) => [
      `Si el enlace ya venció, elige "¿Olvidaste tu contraseña?" en Acceso para miembros → Iniciar sesión (${signInUrl}) para recibir uno nuevo.`,
      'No reenvíes este correo: quien abra el enlace puede establecer tu contraseña. El equipo organizador nunca te la pedirá.',
      '',
      'El equipo del Mexico Trek',
    ],
    occasions: {
      welcome: {
        subject: 'Tu cuenta de participante del Mexico Trek: elige tu contraseña',
        body: (input, words) => [
          'Una persona del equipo organizador del Mexico Trek creó tu cuenta de participante.',
          '',
          ...words.linkLines('Elige tu contraseña'),
          '',
          `Luego inicia sesión en ${input.signInUrl} (Acceso para miembros y luego Iniciar sesión) con ${input.email}.`,
          '',
        ],
      },
      forgot: {
        subject: 'Restablece tu contraseña del Mexico Trek',
        body: (input, words) => [
          `Alguien, ojalá tú, pidió una contraseña nueva para la cuenta del Mexico Trek ${input.email} ("¿Olvidaste tu contraseña?").`,
          '',
          ...words.linkLines('Elige una contraseña nueva'),
          '',
          'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
        ],
      },
      'organizer-reset': {
        subject: 'Establece una contraseña nueva para tu cuenta del Mexico Trek',
        body: (input, words) => [
          `El equipo organizador restableció la contraseña de tu cuenta del Mexico Trek ${input.email}. Tu contraseña anterior ya no funciona y se cerró tu sesión en todos tus dispositivos.`,
          '',
          ...words.linkLines('Elige una contraseña nueva'),
          '',
        ],
      },
    },
  },
};

function render(language: Language, occasion: LinkOccasion, input: LinkEmailInput): EmailText {
  const words = WORDS[language];
  const { subject, body } = words.occasions[occasion];
  return { subject, text: [words.greeting(input), '', ...body(input, words), ...words.closing(input)].join('\n') };
}

/**
 * The email carrying a set-password link, as auth sends it (a new account from Auth Spots, an
 * organizer's reset, "Forgot password?"), in `language`. Its text holds the placeholder and the
 * job only the link's id: the notifications worker asks auth for the link when it sends the email.
 */
export function passwordLinkEmail(link: PasswordLinkRecord, user: Pick<UserRecord, 'email' | 'fullName'>, publicSiteUrl: string, language: Language): OwedEmail {
  const occasion: LinkOccasion = link.purpose === 'welcome' ? 'welcome' : link.requestedBy === 'self' ? 'forgot' : 'organizer-reset';
  const email: Pick<EmailJob, 'kind' | 'subject' | 'text'> = {
    kind: link.purpose === 'welcome' ? 'participant-credentials' : 'password-reset',
    ...render(language, occasion, { fullName: user.fullName, email: user.email, signInUrl: `${publicSiteUrl}/#auth` }),
  };
  return { jobId: passwordLinkJobId(link.id), email: { ...email, to: [user.email], passwordLinkId: link.id } };
}
