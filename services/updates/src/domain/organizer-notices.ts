import { organizerNotice, SOMEONE, type OwedEmail } from '@trek/service-kit';
import type { UpdatesDomain } from './updates-context.js';

export const feedbackReceivedJobId = (feedbackId: string) => `feedback-received-${feedbackId}`;

/** The organizers' notice of a participant's feedback, with its text; `authorName` null says "A participant". */
export function feedbackReceivedNotice(
  domain: Pick<UpdatesDomain, 'organizerEmails' | 'publicSiteUrl'>,
  authorName: string | null,
  feedback: { id: string; subject: string; message: string; category: string | null },
): OwedEmail {
  const link = `${domain.publicSiteUrl}/admin/dashboard?tab=announcements&section=feedback`;
  return {
    jobId: feedbackReceivedJobId(feedback.id),
    email: organizerNotice('feedback-received', domain.organizerEmails, link, {
      en: {
        subject: `Feedback from ${authorName ?? SOMEONE.en}: ${feedback.subject}`,
        summary: `${authorName ?? SOMEONE.en}: ${feedback.subject}`,
        lines: [`${authorName ?? SOMEONE.en} sent feedback.`, '', `Subject: ${feedback.subject}`, `Category: ${feedback.category ?? 'none'}`, '', feedback.message, '', 'Read and answer it in the feedback inbox.'],
      },
      es: {
        subject: `Comentarios de ${authorName ?? 'una persona participante'}: ${feedback.subject}`,
        summary: `${authorName ?? SOMEONE.es}: ${feedback.subject}`,
        lines: [
          `${authorName ?? SOMEONE.es} envió comentarios.`,
          '',
          `Asunto: ${feedback.subject}`,
          `Categoría: ${feedback.category ?? 'ninguna'}`,
          '',
          feedback.message,
          '',
          'Léelos y respóndelos en la bandeja de comentarios.',
        ],
      },
    }),
  };
}
