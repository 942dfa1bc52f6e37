import type { EmailLogPage, EmailLogQuery } from '@trek/contracts';
import type { EmailLogRepository } from '../data-access/email-log.repository.js';

/** The organizers' view of what the worker sent: addresses, subjects and outcomes, never bodies. */
export async function listEmailLog(emailLog: EmailLogRepository, query: EmailLogQuery): Promise<EmailLogPage> {
  const { entries, total } = await emailLog.list(query);
  return { entries, total, page: query.page, pageSize: query.pageSize };
}
