import { SET_PASSWORD_LINK_HOURS, SET_PASSWORD_LINK_PLACEHOLDER, type ByLanguage, type EmailJob, type EmailText, type Language } from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { PasswordLinkRecord } from '../data-access/password-link.repository.js';
import type { UserRecord } from '../data-access/user.repository.js';

/** One email per link, so a replayed outbox sends it once. */
export const passwordLinkJobId = (linkId: string) => `password-link-${linkId}`;

/** Who asks for the link of an account made for the recipient of a transferred spot. */
export const SPOT_TRANSFER_REQUESTER = 'spot-transfer';
/** Who asks for the link of an account made for an applicant who confirmed their admission offer. */
export const ADMISSION_OFFER_REQUESTER = 'admission-offer';

/** Why the link was sent: a new account, a new account for a transferred spot, the person's own "Forgot password?", or an organizer's reset. */
type LinkOccasion = 'welcome' | 'spot-welcome' | 'forgot' | 'organizer-reset';

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
      'spot-welcome': {
        subject: 'A Mexico Trek spot was transferred to you: choose your password',
        body: (input, words) => [
          'A participant of the Mexico Trek transferred their spot to you, and your own participant account was created for it.',
          '',
          ...words.linkLines('Choose your password'),
          '',
          `Then sign in at ${input.signInUrl} (Member Access, then Sign In) with ${input.email} to complete your profile and logistics.`,
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
      'spot-welcome': {
        subject: 'Te transfirieron un lugar en el Mexico Trek: elige tu contraseña',
        body: (input, words) => [
          'Una persona participante del Mexico Trek te transfirió su lugar, y se creó tu propia cuenta de participante para él.',
          '',
          ...words.linkLines('Elige tu contraseña'),
          '',
          `Luego inicia sesión en ${input.signInUrl} (Acceso para miembros y luego Iniciar sesión) con ${input.email} para completar tu perfil y tu logística.`,
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
  const occasion: LinkOccasion =
    link.purpose === 'welcome' ? (link.requestedBy === SPOT_TRANSFER_REQUESTER ? 'spot-welcome' : 'welcome') : link.requestedBy === 'self' ? 'forgot' : 'organizer-reset';
  const email: Pick<EmailJob, 'kind' | 'subject' | 'text'> = {
    kind: link.purpose === 'welcome' ? 'participant-credentials' : 'password-reset',
    ...render(language, occasion, { fullName: user.fullName, email: user.email, signInUrl: `${publicSiteUrl}/#auth` }),
  };
  return { jobId: passwordLinkJobId(link.id), email: { ...email, to: [user.email], passwordLinkId: link.id } };
}

/** One "you received a spot" email per spot and account. */
export const spotReceivedJobId = (spotId: string, userId: string) => `spot-received-${spotId}-${userId}`;

const SPOT_RECEIVED: ByLanguage<{ subject: string; lines: (input: LinkEmailInput) => string[] }> = {
  en: {
    subject: 'A Mexico Trek spot was transferred to you',
    lines: ({ fullName, email, signInUrl }) => [
      `Hello ${fullName},`,
      '',
      'A participant of the Mexico Trek transferred their spot to you. It is now on your own participant account.',
      '',
      `Sign in at ${signInUrl} (Member Access, then Sign In) with ${email} and your password to complete your profile and logistics. If you do not know your password, choose "Forgot password?" there.`,
      '',
      'The Mexico Trek team',
    ],
  },
  es: {
    subject: 'Te transfirieron un lugar en el Mexico Trek',
    lines: ({ fullName, email, signInUrl }) => [
      `Hola, ${fullName}:`,
      '',
      'Una persona participante del Mexico Trek te transfirió su lugar. Ahora está en tu propia cuenta de participante.',
      '',
      `Inicia sesión en ${signInUrl} (Acceso para miembros y luego Iniciar sesión) con ${email} y tu contraseña para completar tu perfil y tu logística. Si no recuerdas tu contraseña, elige "¿Olvidaste tu contraseña?" allí.`,
      '',
      'El equipo del Mexico Trek',
    ],
  },
};

/** To someone whose existing participant account received a transferred spot: no link, they sign in as always. */
export function spotReceivedEmail(spotId: string, user: Pick<UserRecord, 'id' | 'email' | 'fullName'>, publicSiteUrl: string, language: Language): OwedEmail {
  const { subject, lines } = SPOT_RECEIVED[language];
  const text = lines({ fullName: user.fullName, email: user.email, signInUrl: `${publicSiteUrl}/#auth` }).join('\n');
  return { jobId: spotReceivedJobId(spotId, user.id), email: { kind: 'participant-credentials', to: [user.email], subject, text } };
}
