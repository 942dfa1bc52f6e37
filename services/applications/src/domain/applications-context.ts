import type { EmailOutbox, Logger } from '@trek/service-kit';
import type { ApplicationRepository } from '../data-access/application.repository.js';
import type { AuthAccountsClient } from '../data-access/auth-accounts.client.js';
import type { EmailSettings } from './application-emails.js';
import type { EmailRelay } from './email-relay.js';

/** What the use cases work with, built once in app.ts. */
export interface ApplicationsDomain {
  applications: ApplicationRepository;
  outbox: EmailOutbox;
  relay: EmailRelay;
  authAccounts: AuthAccountsClient;
  emailSettings: EmailSettings;
  editionYear: number;
  logger: Logger;
}
