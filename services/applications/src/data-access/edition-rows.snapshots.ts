import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';
import { Schema, trusted, type Connection, type Model } from 'mongoose';

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);

/** Rows per document: a part of rows with the longest answers stays far below the 16 MB document limit. */
const ROWS_PER_PART = 1000;

/** How a row is stored in a snapshot: its values in the order of `fields`. */
export interface RowCodec<Row> {
  /** A snapshot stored with other fields (an older shape of the rows) is not read. */
  fields: readonly string[];
  toValues(row: Row): unknown[];
  fromValues(values: unknown[]): Row;
}

/** What the rows cache asks of the snapshots: the edition's rows as they were at a version, and a copy of them. */
export interface RowSnapshots<Row> {
  /** The rows of a whole snapshot of the edition taken at this version, or null when there is none. */
  read(year: number, version: string): Promise<readonly Row[] | null>;
  /** Stores the edition's rows at this version; older snapshots of the edition are deleted. */
  write(year: number, version: string, rows: readonly Row[]): Promise<void>;
  /** Deletes every snapshot: a row was deleted (an erasure, a retention purge), and no copy may keep it. */
  forgetAll(): Promise<void>;
  /** Whether two lists of rows are the same as a snapshot stores them. */
  same(a: readonly Row[], b: readonly Row[]): boolean;
}

interface SnapshotPartDocument {
  snapshotId: string;
  year: number;
  /** The rows-version counter's value the rows were held at. */
  version: number;
  part: number;
  parts: number;
  fields: string;
  /** The part's rows as a JSON array of value arrays, deflated: FerretDB decodes a binary value without looking inside. */
  rows: Buffer;
  takenAt: Date;
}

const snapshotPartSchema = new Schema<SnapshotPartDocument>(
  {
    snapshotId: { type: String, required: true },
    year: { type: Number, required: true },
    version: { type: Number, required: true },
    part: { type: Number, required: true },
    parts: { type: Number, required: true },
    fields: { type: String, required: true },
    rows: { type: Buffer, required: true },
    takenAt: { type: Date, required: true },
  },
  { collection: 'application_row_snapshots', versionKey: false },
);
snapshotPartSchema.index({ year: 1, version: 1 });

/** The driver answers a binary value as its own type, whose bytes are `buffer`. */
const bytesOf = (value: Buffer | { buffer: Uint8Array }): Buffer => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer));

/**
 * Copies of an edition's rows, each a few documents holding many rows: on FerretDB a read decodes
 * every document it passes, so reading a thousand rows packed in one binary value costs about what
 * one application document costs. Insert-only: a snapshot is written once by the process that
 * holds the rows, stamped with their version, and deleted when a newer one of its edition is stored.
 */
export class EditionRowSnapshotStore<Row> implements RowSnapshots<Row> {
  private readonly parts: Model<SnapshotPartDocument>;
  private readonly fields: string;

  constructor(
    connection: Connection,
    private readonly codec: RowCodec<Row>,
  ) {
    this.parts = connection.model<SnapshotPartDocument>('ApplicationRowSnapshotPart', snapshotPartSchema);
    this.fields = codec.fields.join(',');
  }

  async read(year: number, version: string): Promise<readonly Row[] | null> {
    const docs = await this.parts.find({ year, version: Number(version), fields: this.fields }).lean<SnapshotPartDocument[]>();
    const snapshots = new Map<string, SnapshotPartDocument[]>();
    for (const doc of docs) snapshots.set(doc.snapshotId, [...(snapshots.get(doc.snapshotId) ?? []), doc]);
    // Two processes may store the same version at once; a snapshot missing a part (a write cut short) is no snapshot.
    const [whole] = [...snapshots.values()]
      .filter((parts) => parts.length === parts[0]?.parts && new Set(parts.map((part) => part.part)).size === parts.length)
      .sort((a, b) => (b[0]?.takenAt.getTime() ?? 0) - (a[0]?.takenAt.getTime() ?? 0));
    if (!whole) return null;
    const decoded = await Promise.all(
      [...whole].sort((a, b) => a.part - b.part).map(async (part) => JSON.parse((await inflate(bytesOf(part.rows))).toString('utf8')) as unknown[][]),
    );
    return decoded.flat().map((values) => this.codec.fromValues(values));
  }

  async write(year: number, version: string, rows: readonly Row[]): Promise<void> {
    const snapshotId = randomUUID();
    const takenAt = new Date();
    const stamp = Number(version);
    const chunks: Row[][] = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_PART) chunks.push(rows.slice(start, start + ROWS_PER_PART));
    if (chunks.length === 0) chunks.push([]);
    const documents = await Promise.all(
      chunks.map(async (chunk, part) => ({
        snapshotId,
        year,
        version: stamp,
        part,
        parts: chunks.length,
        fields: this.fields,
        rows: await deflate(Buffer.from(this.text(chunk), 'utf8')),
        takenAt,
      })),
    );
    await this.parts.collection.insertMany(documents, { ordered: true });
    // A process storing an older version later than this one deletes only what is older still.
    await this.parts.deleteMany({
      year,
      $or: [{ version: trusted({ $lt: stamp }) }, { version: stamp, takenAt: trusted({ $lt: takenAt }) }],
    });
  }

  async forgetAll(): Promise<void> {
    await this.parts.deleteMany({});
  }

  same(a: readonly Row[], b: readonly Row[]): boolean {
    return a.length === b.length && this.text(a) === this.text(b);
  }

  private text(rows: readonly Row[]): string {
    return JSON.stringify(rows.map((row) => this.codec.toValues(row)));
  }
}
