import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { Decision } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

export interface DecisionDraftRecord {
  id: string;
  applicationId: string;
  year: number;
  /** null: the draft was cleared. */
  decision: Decision | null;
  by: string;
  byName: string;
  at: Date;
}

type DraftDocument = Omit<DecisionDraftRecord, 'id'>;

const draftSchema = new Schema<DraftDocument>(
  {
    applicationId: { type: String, required: true },
    year: { type: Number, required: true },
    decision: { type: String, default: null },
    by: { type: String, required: true },
    byName: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  { collection: 'admission_decision_drafts', versionKey: false },
);
draftSchema.index({ year: 1, at: 1 });
draftSchema.index({ applicationId: 1, at: 1 });

const releaseSchema = new Schema<{ _id: string; applicationId: string; at: Date }>(
  { _id: { type: String, required: true }, applicationId: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'admission_decision_releases', versionKey: false },
);
releaseSchema.index({ applicationId: 1 });

type LeanDraft = DraftDocument & { _id: { toString(): string } };
const toRecord = ({ _id, ...doc }: LeanDraft): DecisionDraftRecord => ({ ...doc, id: _id.toString(), decision: doc.decision ?? null });

/**
 * Draft decisions, insert-only: each organizer's choice is a record of its own and the newest per
 * application is the draft (two organizers deciding at once both keep their entry, the later
 * wins). A release is committed per draft by a unique insert (`admission_decision_releases`, `_id`
 * the draft's id), so two organizers releasing at once send each decision once.
 */
export class DecisionDraftRepository {
  private readonly drafts: Model<DraftDocument>;
  private readonly releases: Model<{ _id: string; applicationId: string; at: Date }>;

  constructor(connection: Connection) {
    this.drafts = connection.model<DraftDocument>('AdmissionDecisionDraft', draftSchema);
    this.releases = connection.model<{ _id: string; applicationId: string; at: Date }>('AdmissionDecisionRelease', releaseSchema);
  }

  async ready(): Promise<void> {
    await Promise.all([this.drafts.init(), this.releases.init()]);
  }

  async record(drafts: Array<Omit<DecisionDraftRecord, 'id'>>): Promise<void> {
    if (drafts.length > 0) await this.drafts.insertMany(drafts);
  }

  /** The newest draft of each application of the edition that is not released yet. */
  async pending(year: number): Promise<Map<string, DecisionDraftRecord>> {
    const docs = await this.drafts.find({ year }).sort({ at: 1, _id: 1 }).lean<LeanDraft[]>();
    const newest = new Map<string, DecisionDraftRecord>();
    for (const doc of docs) newest.set(doc.applicationId, toRecord(doc));
    const released = await this.releasedDrafts([...newest.values()].map((draft) => draft.id));
    for (const [applicationId, draft] of newest) if (draft.decision === null || released.has(draft.id)) newest.delete(applicationId);
    return newest;
  }

  private async releasedDrafts(ids: string[]): Promise<Set<string>> {
    const docs = await this.releases.find({ _id: trusted({ $in: ids }) }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    return new Set(docs.map((doc) => doc._id));
  }

  /** The release's commit: false when this draft was already released (another organizer, a second click). */
  async claimRelease(draft: Pick<DecisionDraftRecord, 'id' | 'applicationId'>, at: Date): Promise<boolean> {
    try {
      await this.releases.create({ _id: draft.id, applicationId: draft.applicationId, at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async deleteForApplication(applicationId: string): Promise<void> {
    await Promise.all([this.drafts.deleteMany({ applicationId }), this.releases.deleteMany({ applicationId })]);
  }
}
