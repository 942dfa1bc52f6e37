import type { UpdatesClient } from '../../data-access/privacy/updates.client.js';
import type { DeadlineContext, PeopleContext } from '../people/people.context.js';

/** The organizers' overview: setup counts, unread feedback (the updates service) and the countdowns. */
export interface OverviewContext extends PeopleContext, DeadlineContext {
  updates: Pick<UpdatesClient, 'unreadFeedback'>;
}
