import { buffer } from 'node:stream/consumers';
import type { ApplicationFilter, ApplicationRecord } from '../data-access/application.repository.js';
import { exportApplications, exportFileName, type ExportSources } from './export-applications.js';

function application(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  const at = new Date('2026-01-15T10:30:00.000Z');
  return {
    id: 'app-1',
    ref: 'MT26-K7QX-3HZP',
    year: 2026,
    status: 'submitted',
    firstNames: 'María José',
    lastName: 'García',
    universityEmail: 'maria@stanford.edu',
    phone: '+1 650 555 0100',
    affiliation: 'MBA 2026, Stanford GSB',
    interest250: 'I want to understand Mexican business from the inside.',
    goals250: 'Build companies between Mexico and the US.',
    favoriteFood: 'Tacos al pastor',
    passportValid: 'YES',
    passportCountry: 'Mexico',
    commitment: 'COMMITTED',
    significantOther: 'NO',
    comments: '',
    referral: 'instagram',
    statusHistory: [],
    contactEmail: 'team@example.org',
    language: 'en',
    submittedAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The two reads the export makes, answered from memory: this is a unit test of the CSV, not of the queries. */
function sources(applications: ApplicationRecord[], links: Record<string, string> = {}): ExportSources {
  return {
    applications: {
      async *stream() {
        yield* applications;
      },
    },
    accountLinks: { all: async () => new Map(Object.entries(links)) },
  };
}

const FILTER: ApplicationFilter = { year: 2026 };

/** The CSV's rows, each a list of cells (every cell is quoted; none of these holds a quote). */
async function rowsOf(csv: NodeJS.ReadableStream): Promise<string[][]> {
  const bytes = await buffer(csv);
  // The BOM that tells spreadsheets the file is UTF-8 (a text decoder would drop it silently).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.slice(1, -1).split('","'));
}

describe('exportApplications', () => {
  it('writes a header and one row per application, with labels instead of codes', async () => {
    const [header, row] = await rowsOf(exportApplications(sources([application()]), FILTER));

    expect(header?.slice(0, 3)).toEqual(['Reference', 'Submitted', 'Status']);
    expect(header?.at(-1)).toBe('Participant account');
    expect(row?.slice(0, 5)).toEqual(['MT26-K7QX-3HZP', '2026-01-15T10:30:00.000Z', 'Submitted', 'María José', 'García']);
    expect(row).toHaveLength(header?.length ?? 0);
  });

  it('names the participant account from its link, else leaves it empty', async () => {
    const rows = await rowsOf(exportApplications(sources([application({ id: 'linked' }), application({ id: 'none' })], { linked: 'acc-linked' }), FILTER));

    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['acc-linked', '']);
  });

  it('neutralizes an answer a spreadsheet would run as a formula', async () => {
    const [, row] = await rowsOf(exportApplications(sources([application({ favoriteFood: '=1+1', comments: 'Tacos;@SUM(A1)' })]), FILTER));

    expect(row).toContain("'=1+1");
    // A spreadsheet that splits on ';' would start a cell after it.
    expect(row).toContain("Tacos;'@SUM(A1)");
  });

  it('writes every application once and in order, with one BOM and one header, however many there are', async () => {
    const many = Array.from({ length: 1234 }, (_, index) => application({ id: `app-${index}`, ref: `MT26-${String(index).padStart(4, '0')}` }));

    const [header, ...rows] = await rowsOf(exportApplications(sources(many), FILTER));

    expect(header?.[0]).toBe('Reference');
    expect(rows.map((row) => row[0])).toEqual(many.map(({ ref }) => ref));
  });

  it('is only a header when no application matches', async () => {
    expect(await rowsOf(exportApplications(sources([]), FILTER))).toHaveLength(1);
  });
});

describe('exportFileName', () => {
  it("names the edition, and the status when the list is filtered by one", () => {
    expect(exportFileName({ year: 2026 })).toBe('applications-2026.csv');
    expect(exportFileName({ year: 2026, status: 'accepted' })).toBe('applications-2026-accepted.csv');
  });
});
