import { contractMessageKey } from '@trek/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, stripStatusPrefix } from '../lib/api-client';
import { englishContractMessages } from './contract-messages';
import { i18n } from './index';

// The contracts' texts come from every schema module; they are added with the forms and screens
// that show them (which import this file), so the landing's first load carries no schema.
if (!i18n.hasResourceBundle('en', 'contractMessages')) i18n.addResourceBundle('en', 'contractMessages', englishContractMessages());

export interface ContractMessageText {
  (message: string): string;
  (message: string | undefined): string | undefined;
}

export interface ContractMessages {
  /** A zod issue's or a form field's message (one of the contracts' English texts) in the current language; any other text as it is. */
  text: ContractMessageText;
  /** A failed request: the server's message (spec 8: without its "<status>: ") in the current language, or `fallback` when no server answered. */
  errorText: (error: unknown, fallback: string) => string;
}

/** The one way from a contract message, as a form or a server gives it, to translated text. */
export function useContractMessage(): ContractMessages {
  const { t } = useTranslation('contractMessages');
  return useMemo(() => {
    const text = ((message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = contractMessageKey(message);
      return key ? t(key) : message;
    }) as ContractMessageText;
    const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? text(stripStatusPrefix(error.message)) : fallback);
    return { text, errorText };
  }, [t]);
}
