import {
  COMMITMENT_LABELS_BY_LANGUAGE,
  EDITION_WORDS,
  formatDateIn,
  SET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_LINK_PLACEHOLDER,
  TREK_TIME_ZONE,
  type ByLanguage,
  type EmailJob,
  type EmailText,
} from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { ApplicationRecord } from '../data-access/application.repository.js';

/** What every email of the service needs but the mailbox, which comes from the edition settings. */
export interface EmailBase {
  /** ORGANIZER_NOTIFICATION_EMAILS: addresses (a shared inbox) that get every notice besides the organizers' accounts. */
  organizerEmails: string[];
  publicSiteUrl: string;
}

export interface EmailSettings extends EmailBase {
  /** The edition settings' contact mailbox (the content service), never a configured copy. */
  contactEmail: string;
}

/** Job ids come from the event, so queuing the same email twice sends it once. */
export const confirmationJobId = (ref: string) => `application-confirmation-${ref}`;
export const newApplicationJobId = (ref: string) => `new-application-${ref}`;
export const credentialsJobId = (applicationId: string) => `participant-credentials-${applicationId}`;

type EmailSource = Pick<ApplicationRecord, 'id' | 'ref' | 'year' | 'firstNames' | 'lastName' | 'universityEmail' | 'affiliation' | 'commitment' | 'submittedAt' | 'language'>;

/**
 * What a new application owes: the applicant's confirmation, in the language they applied in, and
 * the organizers' notice. Which
 * organizers get the notice is decided by the notifications worker when it sends it (active
 * accounts by their own settings, plus the extra list), so it is always owed.
 */
export function emailsOwedOnSubmission(application: EmailSource, settings: EmailSettings): OwedEmail[] {
  return [
    { jobId: confirmationJobId(application.ref), email: confirmation(application, settings) },
    { jobId: newApplicationJobId(application.ref), email: newApplicationNotice(application, settings) },
  ];
}

/** Every email an application may have, for its detail: the outbox tells which exist and where they stand. */
export const applicationEmailJobIds = (application: Pick<ApplicationRecord, 'id' | 'ref'>) => [
  confirmationJobId(application.ref),
  newApplicationJobId(application.ref),
  credentialsJobId(application.id),
];

const CONFIRMATION: ByLanguage<(application: EmailSource, settings: EmailSettings) => EmailText> = {
  en: (application, settings) => ({
    subject: `We received your Mexico Trek ${application.year} application (${application.ref})`,
    text: [
      `Dear ${application.firstNames},`,
      '',
      `Thank you for applying to the Mexico Trek ${application.year}! Your application has arrived safely.`,
      '',
      `Your reference number: ${application.ref}`,
      'Please keep it; it identifies your application if you write to us.',
      '',
      `What happens next: we review applications on a rolling basis starting ${EDITION_WORDS.en.reviewStarts}, and we contact selected candidates directly.`,
      '',
      `Questions? Write to us at ${settings.contactEmail}.`,
      '',
      'Un abrazo,',
      'The Mexico Trek team',
    ].join('\n'),
  }),
  es: (application, settings) => ({
    subject: `Recibimos tu solicitud para el Mexico Trek ${application.year} (${application.ref})`,
    text: [
      `Hola, ${application.firstNames}:`,
      '',
      `¡Gracias por postularte al Mexico Trek ${application.year}! Tu solicitud llegó sin problema.`,
      '',
      `Tu número de referencia: ${application.ref}`,
      'Guárdalo: identifica tu solicitud si nos escribes.',
      '',
      `Qué sigue: revisamos las postulaciones conforme llegan a partir de ${EDITION_WORDS.es.reviewStarts} y contactamos directamente a las personas seleccionadas.`,
      '',
      `¿Dudas? Escríbenos a ${settings.contactEmail}.`,
      '',
      'Un abrazo,',
      'El equipo del Mexico Trek',
    ].join('\n'),
  }),
};

function confirmation(application: EmailSource, settings: EmailSettings): EmailJob {
  return { kind: 'application-confirmation', to: [application.universityEmail], ...CONFIRMATION[application.language](application, settings) };
}

/** The notice's subject and text, and its line in a digest, in one language. */
type NoticeWords = EmailText & { summary: string };

const NEW_APPLICATION: ByLanguage<(application: EmailSource, applicationLink: string) => NoticeWords> = {
  en: (application, applicationLink) => ({
    subject: `New application ${application.ref}: ${application.firstNames} ${application.lastName}`,
    text: [
      `A new application for the Mexico Trek ${application.year} arrived.`,
      '',
      `Reference: ${application.ref}`,
      `Name: ${application.firstNames} ${application.lastName}`,
      `Email: ${application.universityEmail}`,
      `Affiliation: ${application.affiliation}`,
      `Commitment: ${COMMITMENT_LABELS_BY_LANGUAGE.en[application.commitment]}`,
      `Submitted: ${formatDateIn('en', application.submittedAt, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' })} (central Mexico time)`,
      '',
      `Review it in the organizer dashboard: ${applicationLink}`,
    ].join('\n'),
    summary: `${application.ref}: ${application.firstNames} ${application.lastName} (${application.affiliation})`,
  }),
  es: (application, applicationLink) => ({
    subject: `Nueva solicitud ${application.ref}: ${application.firstNames} ${application.lastName}`,
    text: [
      `Llegó una nueva solicitud para el Mexico Trek ${application.year}.`,
      '',
      `Referencia: ${application.ref}`,
      `Nombre: ${application.firstNames} ${application.lastName}`,
      `Correo: ${application.universityEmail}`,
      `Afiliación: ${application.affiliation}`,
      `Compromiso: ${COMMITMENT_LABELS_BY_LANGUAGE.es[application.commitment]}`,
      `Enviada: ${formatDateIn('es', application.submittedAt, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' })} (hora del centro de México)`,
      '',
      `Revísala en el panel de organización: ${applicationLink}`,
    ].join('\n'),
    summary: `${application.ref}: ${application.firstNames} ${application.lastName} (${application.affiliation})`,
  }),
};

/** Goes to organizers in their own languages (the worker picks), so it carries every language. */
function newApplicationNotice(application: EmailSource, settings: EmailSettings): EmailJob {
  // Opens the application's detail in the Applications tab.
  const applicationLink = `${settings.publicSiteUrl}/admin/dashboard?tab=applications&application=${encodeURIComponent(application.id)}`;
  const { summary, ...english } = NEW_APPLICATION.en(application, applicationLink);
  const { summary: spanishSummary, ...spanish } = NEW_APPLICATION.es(application, applicationLink);
  return {
    kind: 'new-application',
    to: settings.organizerEmails,
    // A summary holds 300 characters; the form allows longer names and affiliations, and a job over
    // the limit would never be queued.
    organizerNotice: { kind: 'new-application', summary: summary.slice(0, 300), link: applicationLink, translations: { es: { summary: spanishSummary.slice(0, 300) } } },
    ...english,
    translations: { es: spanish },
  };
}

/**
 * The welcome of a new participant. It carries no password and no link: the worker puts the
 * set-password link (made by auth when the email goes out) where the placeholder stands.
 */
const CREDENTIALS: ByLanguage<(application: ApplicationRecord, signInUrl: string, settings: EmailSettings) => EmailText> = {
  en: (application, signInUrl, settings) => ({
    subject: `Your Mexico Trek ${application.year} participant account`,
    text: [
      `Dear ${application.firstNames},`,
      '',
      `Welcome to the Mexico Trek ${application.year}! Your participant account is ready.`,
      '',
      `Choose your password with this link (it works once, for ${SET_PASSWORD_LINK_HOURS} hours):`,
      SET_PASSWORD_LINK_PLACEHOLDER,
      '',
      `Then sign in at: ${signInUrl} (Member Access, then Sign In)`,
      `Email: ${application.universityEmail}`,
      '',
      'If the link has expired, choose "Forgot password?" under Member Access → Sign In to get a new one.',
      'Please keep this email private: do not forward it, since whoever opens the link can set your password. The organizers will never ask you for your password.',
      '',
      `Questions? Write to us at ${settings.contactEmail}.`,
      '',
      'The Mexico Trek team',
    ].join('\n'),
  }),
  es: (application, signInUrl, settings) => ({
    subject: `Tu cuenta de participante del Mexico Trek ${application.year}`,
    text: [
      `Hola, ${application.firstNames}:`,
      '',
      `¡Te damos la bienvenida al Mexico Trek ${application.year}! Tu cuenta de participante está lista.`,
      '',
      `Elige tu contraseña con este enlace (funciona una sola vez, durante ${SET_PASSWORD_LINK_HOURS} horas):`,
      SET_PASSWORD_LINK_PLACEHOLDER,
      '',
      `Luego inicia sesión en: ${signInUrl} (Acceso para miembros y luego Iniciar sesión)`,
      `Correo: ${application.universityEmail}`,
      '',
      'Si el enlace ya venció, elige "¿Olvidaste tu contraseña?" en Acceso para miembros → Iniciar sesión para recibir uno nuevo.',
      'No compartas este correo ni lo reenvíes: quien abra el enlace puede establecer tu contraseña. El equipo organizador nunca te pedirá tu contraseña.',
      '',
      `¿Dudas? Escríbenos a ${settings.contactEmail}.`,
      '',
      'El equipo del Mexico Trek',
    ].join('\n'),
  }),
};

/**
 * The welcome of a new participant, in the language they applied in. It carries no password and
 * no link: the worker puts the set-password link (made by auth when the email goes out) where the
 * placeholder stands.
 */
export function participantCredentials(application: ApplicationRecord, passwordLinkId: string, settings: EmailSettings): EmailJob {
  const signInUrl = `${settings.publicSiteUrl}/#auth`;
  return {
    kind: 'participant-credentials',
    to: [application.universityEmail],
    ...CREDENTIALS[application.language](application, signInUrl, settings),
    passwordLinkId,
  };
}
