import { emailLogQuerySchema, imageJobId, imageJobSchema } from './jobs.js';

describe('image jobs', () => {
  it('get ids BullMQ accepts (no colon or slash)', () => {
    expect(imageJobId('profile/2026/a.png')).not.toMatch(/[:/]/);
  });

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
