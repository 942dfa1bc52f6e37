import { describe, expect, it } from '@jest/globals';
import { TRANSFER_CHECKLIST_LABELS, transferMessages } from '@trek/contracts';
import transfer from '../../../i18n/locales/en/participantTransfer.json' with { type: 'json' };

describe('English Transfer tab copy', () => {
  it('repeats the spec messages and checklist of the shared contracts', () => {
    for (const [key, message] of Object.entries(transfer.messages)) {
      expect([key, message]).toEqual([key, transferMessages[key as keyof typeof transferMessages]]);
    }
    expect(transfer.checklist.items).toEqual(TRANSFER_CHECKLIST_LABELS);
  });
});
