import { contractMessageKey, contractMessageTemplates, parseContractMessage, type ParsedContractMessage } from '@trek/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '../features/edition/edition-dates';
import { ApiError, stripStatusPrefix } from '../lib/api-client';
import { englishContractMessages } from './contract-messages';
import { i18n } from './index';

// The contracts' texts (their zod-free catalogs, @trek/contracts' messages/) are added with the
// forms and screens that show them (which import this file), not with the landing's first load.
if (!i18n.hasResourceBundle('en', 'contractMessages')) i18n.addResourceBundle('en', 'contractMessages', englishContractMessages());

export interface ContractMessageText {
  (message: string): string;
  (message: string | undefined): string | undefined;
}

export interface ContractMessages {
  /**
   * A zod issue's or a form field's message (one of the contracts' English texts, fixed or built
   * from values such as "Bio must be at most 2000 characters") in the current language; any other text as it is.
   */
  text: ContractMessageText;
  /** A failed request: the server's message (spec 8: without its "<status>: ") in the current language, or `fallback` when no server answered. */
  errorText: (error: unknown, fallback: string) => string;
}

type Translate = ReturnType<typeof useTranslation<'contractMessages'>>['t'];

/** A value-built message's values as the current language shows them: a field's label translated, a date in its words. */
function valuesInLanguage({ key, values }: ParsedContractMessage, t: Translate): Record<string, string | number> {
  const kinds: Record<string, string> = contractMessageTemplates[key].values;
  return Object.fromEntries(
    Object.entries(values as Record<string, string | number>).map(([name, value]) => {
      if (kinds[name] === 'label') return [name, t(`fieldLabels.${value}` as 'fieldLabels.bio')];
      if (kinds[name] === 'date') return [name, calendarDate(String(value))];
      return [name, value];
    }),
  );
}

/** The one way from a contract message, as a form or a server gives it, to translated text. */
export function useContractMessage(): ContractMessages {
  const { t } = useTranslation('contractMessages');
  return useMemo(() => {
    const text = ((message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = contractMessageKey(message);
      if (key) return t(key);
      const built = parseContractMessage(message);
      return built ? t(`built.${built.key}`, valuesInLanguage(built, t)) : message;
    }) as ContractMessageText;
    const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? text(stripStatusPrefix(error.message)) : fallback);
    return { text, errorText };
  }, [t]);
}
