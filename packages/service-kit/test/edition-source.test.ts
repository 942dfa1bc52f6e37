import { DEFAULT_EDITION_SETTINGS, publicEditionSchema } from '@trek/contracts';
import { startEditionStub, type EditionStub } from '@trek/testing';
import { AppError, createEditionSource } from '../src/index.js';

describe('an edition by its year', () => {
  const current = publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS);
  const past = { ...current, year: current.year - 1, priceAfterSubsidyUsd: 1400 };
  let content: EditionStub<typeof current>;

  beforeEach(async () => {
    content = await startEditionStub(current);
  });

  afterEach(async () => {
    await content.close();
  });

  it('answers the current edition from its own read, and a past one from content\'s history, read once', async () => {
    content.responses = { [`/api/public/editions/${past.year}`]: past };
    const source = createEditionSource(content.url, 60_000);

    expect(await source.ofYear(current.year)).toEqual(current);
    expect(await source.ofYear(past.year)).toMatchObject({ year: past.year, priceAfterSubsidyUsd: 1400 });
    content.responses = {};
    expect(await source.ofYear(past.year)).toMatchObject({ priceAfterSubsidyUsd: 1400 });
  });

  it('when content knows no such edition, then it rejects with a 404; when content is down, with an error tried again next time', async () => {
    const source = createEditionSource(content.url, 60_000);
    await source.current();

    await expect(source.ofYear(2019)).rejects.toMatchObject({ status: 404 });
    await expect(source.ofYear(2019)).rejects.toBeInstanceOf(AppError);
    content.down = true;
    await expect(source.ofYear(past.year)).rejects.not.toBeInstanceOf(AppError);
    content.down = false;
    content.responses = { [`/api/public/editions/${past.year}`]: past };
    expect(await source.ofYear(past.year)).toMatchObject({ year: past.year });
  });

  it('when the next edition has begun within the current one\'s cache time, then its settings are read each time, never kept as a past edition\'s', async () => {
    const next = { ...current, year: current.year + 1, priceAfterSubsidyUsd: 1700 };
    content.responses = { [`/api/public/editions/${next.year}`]: next };
    const source = createEditionSource(content.url, 60_000);
    await source.current();

    expect(await source.ofYear(next.year)).toMatchObject({ priceAfterSubsidyUsd: 1700 });
    content.responses = { [`/api/public/editions/${next.year}`]: { ...next, priceAfterSubsidyUsd: 1800 } };
    expect(await source.ofYear(next.year)).toMatchObject({ priceAfterSubsidyUsd: 1800 });
  });
});
