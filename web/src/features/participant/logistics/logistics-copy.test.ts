import { describe, expect, it } from '@jest/globals';
import { LOGISTICS_LABELS, LOGISTICS_STEPS, logisticsMessages } from '@trek/contracts';
import participantLogistics from '../../../i18n/locales/en/participantLogistics.json' with { type: 'json' };
import { WIZARD_MESSAGE_KEYS } from './logistics-messages';

describe('English logistics copy', () => {
  it('repeats the contract messages the wizard shows, which the spec defines', () => {
    expect(participantLogistics.messages).toEqual(Object.fromEntries(WIZARD_MESSAGE_KEYS.map((key) => [key, logisticsMessages[key]])));
  });

  it('names the steps and the choices as the contracts do', () => {
    expect(Object.values(participantLogistics.steps)).toEqual([...LOGISTICS_STEPS]);
    expect(participantLogistics.options).toEqual(LOGISTICS_LABELS);
  });
});
