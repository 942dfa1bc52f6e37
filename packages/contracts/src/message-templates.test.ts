import { applicationMessages } from './messages/application.js';

import { editionMessages } from './messages/edition.js';
import { logisticsMessages } from './messages/logistics.js';
import { contractMessageKey } from './message-keys.js';
import { contractMessage, contractMessageTemplates, fieldLabels, parseContractMessage, type FieldLabelKey, textTooLong } from './message-templates.js';
import { participantProfileUpdateSchema, PROFILE_BIO_MAX_CHARS } from './participant.js';
import { participantMessages } from './messages/participant.js';
import { uploadMessages } from './messages/upload.js';

describe('value-built contract messages', () => {
  it('keeps the spec’s English wording', () => {
    expect(textTooLong('Bio', 500)).toBe('Bio must be at most 500 characters');
    expect(logisticsMessages.fetchFailed(503)).toBe('Failed to fetch logistics: 503');
    expect(uploadMessages.uploadStatus(413)).toBe('Upload failed with status 413');
    expect(editionMessages.alreadyMovedOn(2026, 2027)).toBe('The 2026 edition has already moved on: the current edition is 2027.');
    expect(applicationMessages.closed({ year: 2026, applicationDeadline: '2025-12-01', contactEmail: 'team@example.org' })).toBe(
      'Applications for the Mexico Trek 2026 closed on December 1, 2025. To reach the team, write to team@example.org.',
    );
  });

  it('parses each message back into its template and values, which fill the same text again', () => {
    const samples: string[] = [
      textTooLong('Country of origin', 100),
      contractMessage('notText', { label: 'Note' }),
      logisticsMessages.fetchFailed(500),
      uploadMessages.uploadStatus(413),
      participantMessages.directoryWaiting(2027),
      participantMessages.pastEditionReadOnly(2025),
      editionMessages.yearChangesOnlyByStartNext(2027),
      editionMessages.alreadyMovedOn(2026, 2027),
      contractMessage('signInLocked', { minutes: 15 }),
      applicationMessages.closed({ year: 2026, applicationDeadline: '2025-03-09', contactEmail: 'team@example.org' }),
    ];
    const parsed = samples.map((text) => parseContractMessage(text)?.key);
    expect(new Set(parsed)).toEqual(new Set(Object.keys(contractMessageTemplates)));

    expect(parseContractMessage(samples[0]!)).toEqual({ key: 'textTooLong', values: { label: 'countryOfOrigin', max: 100 } });
    expect(parseContractMessage(samples[9]!)).toEqual({
      key: 'applicationsClosed',
      values: { year: 2026, deadline: '2025-03-09', contactEmail: 'team@example.org' },
    });
    for (const text of samples) expect(contractMessageKey(text)).toBeUndefined();
  });

  it('reads every field label back as its key', () => {
    for (const [key, label] of Object.entries(fieldLabels) as [FieldLabelKey, string][]) {
      expect(parseContractMessage(textTooLong(label as (typeof fieldLabels)[FieldLabelKey], 200))).toEqual({ key: 'textTooLong', values: { label: key, max: 200 } });
    }
  });

  it('recognises the message a schema gives for a too-long field, with the field and its limit', () => {
    const result = participantProfileUpdateSchema.safeParse({ bio: 'x'.repeat(PROFILE_BIO_MAX_CHARS + 1) });
    const bioIssue = result.error?.issues.find((issue) => issue.path[0] === 'bio');
    expect(parseContractMessage(bioIssue!.message)).toEqual({ key: 'textTooLong', values: { label: 'bio', max: PROFILE_BIO_MAX_CHARS } });
  });

  it('knows no other text: an unknown label, a changed wording or a value where the same must repeat', () => {
    expect(parseContractMessage('Password must be at most 256 characters')).toBeUndefined();
    expect(parseContractMessage('Bio must be at most 500 characters!')).toBeUndefined();
    expect(parseContractMessage(participantMessages.pastEditionReadOnly(2025).replace(/2025 cohort/, '2026 cohort'))).toBeUndefined();
    expect(parseContractMessage('502: Bad Gateway')).toBeUndefined();
  });
});
