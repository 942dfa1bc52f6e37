import { EVENT_CONSUMERS, emailLogQuerySchema, eventJobId, eventSchema, imageJobId, imageJobSchema, QUEUES } from './jobs.js';

describe('events', () => {
  const at = '2026-01-10T12:00:00.000Z';

  it('parse by type and refuse an unknown one', () => {
    const event = eventSchema.parse({ type: 'SpotTransferred', userId: 'u1', transferCount: 1, clearedAt: at, occurredAt: at });
    expect(event.type).toBe('SpotTransferred');
    expect(eventSchema.safeParse({ type: 'SpotStolen', occurredAt: at }).success).toBe(false);
  });

  it('get job ids BullMQ accepts, the same for a replay of the same event', () => {
    const submitted = eventSchema.parse({
      type: 'ApplicationSubmitted',
      applicationId: 'a1',
      ref: 'MT:2026:0001',
      year: 2026,
      firstNames: 'Ana',
      lastName: 'López',
      universityEmail: 'ana@mit.edu',
      occurredAt: at,
    });
    expect(eventJobId(submitted)).toBe('application-submitted-MT-2026-0001');
    expect(eventJobId({ ...submitted })).toBe(eventJobId(submitted));
    expect(imageJobId('profile/2026/a.png')).not.toMatch(/[:/]/);
  });

  it('name a consumer queue for every event', () => {
    const queues = Object.values(QUEUES) as string[];
    for (const consumers of Object.values(EVENT_CONSUMERS)) {
      expect(consumers.length).toBeGreaterThan(0);
      for (const queue of consumers) expect(queues).toContain(queue);
    }
  });
});

describe('image jobs', () => {
  it('default to the 800 px long side', () => {
    const job = imageJobSchema.parse({ key: 'profile/a.png', url: '/media/profile/a.png', contentType: 'image/png', uploadType: 'profile' });
    expect(job.maxLongSide).toBe(800);
  });
});

describe('email log query', () => {
  it('when filters are left on "any", then they are dropped and paging defaults apply', () => {
    expect(emailLogQuerySchema.parse({ status: '', kind: '', search: '' })).toEqual({ page: 1, pageSize: 50 });
  });

  it('when a filter names no known status or kind, or a page is too large, then it is refused', () => {
    expect(emailLogQuerySchema.parse({ status: 'failed', kind: 'participant-credentials', search: ' ana ' })).toMatchObject({
      status: 'failed',
      kind: 'participant-credentials',
      search: 'ana',
    });
    expect(emailLogQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(emailLogQuerySchema.safeParse({ kind: 'spam' }).success).toBe(false);
    expect(emailLogQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
