import { announcementInputSchema, announcementSchema, announcementUpdateSchema, formatFileSize } from './announcement.js';
import { announcementMessages as m } from './messages/announcement.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const pdf = { id: 'a1', fileName: 'packing-list.pdf', fileType: 'application/pdf', fileSize: 120_000, url: '/media/announcements/packing-list.pdf' };

describe('announcements', () => {
  it('default to normal priority, no attachments and no email', () => {
    expect(announcementInputSchema.parse({ title: 'Welcome', content: 'See you in March.' })).toMatchObject({
      priority: 'normal',
      attachments: [],
      emailParticipants: false,
    });
    expect(announcementSchema.parse({ id: 'x', title: 't', content: 'c', createdAt: '2026-01-01T00:00:00Z' }).priority).toBe('normal');
  });

  it('keep the priority when an edit leaves it out', () => {
    expect(announcementUpdateSchema.parse({ title: 'New title' })).toEqual({ title: 'New title' });
  });

  it('require title and content and refuse an unknown priority', () => {
    expect(messagesOf(announcementInputSchema.safeParse({ title: ' ', content: '', priority: 'high' }))).toEqual([
      m.titleRequired,
      m.contentRequired,
      m.invalidPriority,
    ]);
  });

  it('take JPG, PNG and PDF attachments up to 5 MB', () => {
    expect(announcementInputSchema.safeParse({ title: 't', content: 'c', attachments: [pdf] }).success).toBe(true);
    const zip = { ...pdf, fileType: 'application/zip' };
    const huge = { ...pdf, fileSize: 5 * 1024 * 1024 + 1 };
    const script = { ...pdf, url: 'javascript:alert(1)' };
    expect(messagesOf(announcementInputSchema.safeParse({ title: 't', content: 'c', attachments: [zip, huge] }))).toEqual([
      m.attachmentType,
      m.attachmentTooLarge,
    ]);
    expect(announcementInputSchema.safeParse({ title: 't', content: 'c', attachments: [script] }).success).toBe(false);
  });

  it('link attachments only to files uploaded to the portal', () => {
    const elsewhere = { ...pdf, url: 'https://example.com/packing-list.pdf' };
    const escaping = { ...pdf, url: '/media/../secrets.pdf' };
    expect(messagesOf(announcementInputSchema.safeParse({ title: 't', content: 'c', attachments: [elsewhere, escaping] }))).toEqual([
      m.attachmentUrlNotUploaded,
      m.attachmentUrlNotUploaded,
    ]);
  });

  it('email an announcement of any priority to its audience when the organizer asks', () => {
    expect(announcementInputSchema.safeParse({ title: 't', content: 'c', priority: 'urgent', emailParticipants: true }).success).toBe(true);
    expect(announcementInputSchema.safeParse({ title: 't', content: 'c', emailParticipants: true }).success).toBe(true);
    expect(announcementUpdateSchema.safeParse({ priority: 'low', emailParticipants: true }).success).toBe(true);
    expect(messagesOf(announcementInputSchema.safeParse({ title: 't', content: 'c', emailParticipants: 'yes' }))).toHaveLength(1);
  });

  it('show sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(120_000)).toBe('117.2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
