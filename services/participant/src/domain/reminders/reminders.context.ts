import type { AuditTrail, EmailOutboxStore } from '@trek/service-kit';
import type { SetupReminderRepository } from '../../data-access/reminders/setup-reminder.repository.js';
import type { DeadlineContext, NoticeContext, PeopleContext } from '../people/people.context.js';

/** The setup reminders: their schedule, the scheduled sends and the organizers' nudges. */
export interface RemindersContext extends PeopleContext, NoticeContext, DeadlineContext {
  audit: AuditTrail;
  /** The schedule and the records of which reminder reached whom. */
  setupReminders: SetupReminderRepository;
  emailOutbox: EmailOutboxStore;
}
