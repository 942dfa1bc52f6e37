import { Schema, type Connection, type Model } from 'mongoose';
import type { Decision, EmailTemplate, Language } from '@trek/contracts';

interface TemplateVersionDocument extends EmailTemplate {
  decision: Decision;
  language: Language;
  by: string;
  at: Date;
}

const versionSchema = new Schema<TemplateVersionDocument>(
  {
    decision: { type: String, required: true },
    language: { type: String, required: true },
    subject: { type: String, required: true },
    body: { type: String, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'admission_email_templates', versionKey: false },
);
versionSchema.index({ decision: 1, language: 1, at: -1 });

/** The decision emails organizers wrote: every save a version of its own (insert-only), the newest per decision and language counts. */
export class DecisionTemplateRepository {
  private readonly versions: Model<TemplateVersionDocument>;

  constructor(connection: Connection) {
    this.versions = connection.model<TemplateVersionDocument>('AdmissionEmailTemplate', versionSchema);
  }

  async ready(): Promise<void> {
    await this.versions.init();
  }

  async save(decision: Decision, language: Language, template: EmailTemplate, by: string, at: Date): Promise<void> {
    await this.versions.create({ decision, language, ...template, by, at });
  }

  /** The newest version of each (decision, language) saved; those never saved are absent. */
  async newest(): Promise<Array<{ decision: Decision; language: Language } & EmailTemplate>> {
    const docs = await this.versions.find().sort({ at: 1, _id: 1 }).lean<TemplateVersionDocument[]>();
    const newest = new Map<string, TemplateVersionDocument>();
    for (const doc of docs) newest.set(`${doc.decision}:${doc.language}`, doc);
    return [...newest.values()].map(({ decision, language, subject, body }) => ({ decision, language, subject, body }));
  }
}
