import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';

interface AccountLinkDocument {
  applicationId: string;
  accountId: string;
  at: Date;
}

const accountLinkSchema = new Schema<AccountLinkDocument>(
  {
    applicationId: { type: String, required: true },
    accountId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'application_participant_accounts', versionKey: false },
);
accountLinkSchema.index({ applicationId: 1 }, { unique: true, name: 'one_account_per_application' });

/** Which participant account was created from which application: once per application, by a unique-index insert. */
export class ParticipantAccountLinkRepository {
  private readonly links: Model<AccountLinkDocument>;

  constructor(connection: Connection) {
    this.links = connection.model<AccountLinkDocument>('ApplicationParticipantAccount', accountLinkSchema);
  }

  async ready(): Promise<void> {
    await this.links.init();
  }

  /** False when the application already has an account. */
  async record(applicationId: string, accountId: string, at: Date): Promise<boolean> {
    try {
      await this.links.create({ applicationId, accountId, at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async accountOf(applicationId: string): Promise<string | null> {
    const link = await this.links.findOne({ applicationId }).lean<AccountLinkDocument>();
    return link?.accountId ?? null;
  }

  /** The applications a participant account was created from (their data download). */
  async applicationsOf(accountId: string): Promise<string[]> {
    const links = await this.links.find({ accountId }).lean<AccountLinkDocument[]>();
    return links.map((link) => link.applicationId);
  }

  async deleteForApplication(applicationId: string): Promise<void> {
    await this.links.deleteMany({ applicationId });
  }

  /** Every account id by application id (one per accepted applicant: a few hundred at most). */
  async all(): Promise<Map<string, string>> {
    const links = await this.links.find().lean<AccountLinkDocument[]>();
    return new Map(links.map((link) => [link.applicationId, link.accountId]));
  }
}
