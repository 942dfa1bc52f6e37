import { describe, expect, it } from '@jest/globals';
import { LOGISTICS_LABELS, LOGISTICS_STEPS, logisticsMessages } from '@trek/contracts';
import participantLogistics from '../../../i18n/locales/en/participantLogistics.json' with { type: 'json' };

describe('English logistics copy', () => {
  it('repeats the contract messages the wizard shows, which the spec defines', () => {
    for (const [key, message] of Object.entries(participantLogistics.messages)) {
      expect([key, message]).toEqual([key, logisticsMessages[key as keyof typeof logisticsMessages]]);
    }
  });

  it('names the steps and the choices as the contracts do', () => {
    expect(Object.values(participantLogistics.steps)).toEqual([...LOGISTICS_STEPS]);
    expect(participantLogistics.options).toEqual(LOGISTICS_LABELS);
  });
});
