import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { PasswordLinkPurpose } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

export interface PasswordLinkRecord {
  id: string;
  userId: string;
  purpose: PasswordLinkPurpose;
  /** The organizer who sent it, or `self` for "Forgot password?". */
  requestedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export type NewPasswordLink = Omit<PasswordLinkRecord, 'id'>;

interface LinkDocument extends NewPasswordLink {
  _id: Types.ObjectId;
}

/** A token made for a link when its email went out; only its SHA-256 is kept. */
interface TokenDocument {
  tokenHash: string;
  linkId: string;
  createdAt: Date;
}

/** A link that was used; the unique index makes using it a once-only action. */
interface UseDocument {
  linkId: string;
  userId: string;
  usedAt: Date;
}

const linkSchema = new Schema<LinkDocument>(
  {
    userId: { type: String, required: true },
    purpose: { type: String, required: true, enum: ['welcome', 'reset'] },
    requestedBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'password_links', versionKey: false },
);
linkSchema.index({ userId: 1, createdAt: -1, _id: -1 });

const tokenSchema = new Schema<TokenDocument>(
  {
    tokenHash: { type: String, required: true },
    linkId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'password_link_tokens', versionKey: false },
);
tokenSchema.index({ tokenHash: 1 }, { unique: true, name: 'one_link_per_token' });

const useSchema = new Schema<UseDocument>(
  {
    linkId: { type: String, required: true },
    userId: { type: String, required: true },
    usedAt: { type: Date, required: true },
  },
  { collection: 'password_link_uses', versionKey: false },
);
useSchema.index({ linkId: 1 }, { unique: true, name: 'one_use_per_link' });

const toRecord = ({ _id, userId, purpose, requestedBy, createdAt, expiresAt }: LinkDocument): PasswordLinkRecord => ({
  id: _id.toString(),
  userId,
  purpose,
  requestedBy,
  createdAt,
  expiresAt,
});

/**
 * Set-password links. Every write is an insert (a link, a token made for it, its one use), so
 * nothing here is ever rewritten and two requests at once lose nothing on FerretDB (DESIGN.md):
 * a link is void once a use is recorded for it, or once a newer link exists for the same account.
 */
export class PasswordLinkRepository {
  private readonly links: Model<LinkDocument>;
  private readonly tokens: Model<TokenDocument>;
  private readonly uses: Model<UseDocument>;

  constructor(connection: Connection) {
    this.links = connection.model<LinkDocument>('PasswordLink', linkSchema);
    this.tokens = connection.model<TokenDocument>('PasswordLinkToken', tokenSchema);
    this.uses = connection.model<UseDocument>('PasswordLinkUse', useSchema);
  }

  /** Resolves once the unique indexes exist, so a link can never be used twice. */
  async ready(): Promise<void> {
    await Promise.all([this.links.init(), this.tokens.init(), this.uses.init()]);
  }

  async create(link: NewPasswordLink): Promise<PasswordLinkRecord> {
    const created = await this.links.create(link);
    return toRecord(created.toObject());
  }

  async findById(id: string): Promise<PasswordLinkRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.links.findById(id).lean<LinkDocument>();
    return doc ? toRecord(doc) : null;
  }

  /** The account's newest link (ties broken by id, which grows with every insert): the only one that works. */
  async newestFor(userId: string): Promise<PasswordLinkRecord | null> {
    const doc = await this.links.findOne({ userId }).sort({ createdAt: -1, _id: -1 }).lean<LinkDocument>();
    return doc ? toRecord(doc) : null;
  }

  async addToken(linkId: string, tokenHash: string, createdAt: Date): Promise<void> {
    await this.tokens.create({ tokenHash, linkId, createdAt });
  }

  async linkOfToken(tokenHash: string): Promise<PasswordLinkRecord | null> {
    const token = await this.tokens.findOne({ tokenHash }).lean<TokenDocument>();
    return token ? this.findById(token.linkId) : null;
  }

  async isUsed(linkId: string): Promise<boolean> {
    return (await this.uses.exists({ linkId })) !== null;
  }

  /** Records the link's one use; false when it was already used (by a request a moment earlier, say). */
  async claim(link: PasswordLinkRecord, usedAt: Date): Promise<boolean> {
    try {
      await this.uses.create({ linkId: link.id, userId: link.userId, usedAt });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
