import { passportValidity } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { calendarDate, monthYear } from '../edition/edition-dates';
import { useEdition } from '../edition/queries/edition-queries';

/**
 * Step 3's passport question and renewal notice, with the edition's dates in the page's language
 * (valid 2 months after the day after the trek ends); general wording while the edition loads.
 * The review step repeats the question, so both read it here.
 */
export function usePassportValidityText(): { question: string; renewNotice: string } {
  const { t } = useTranslation('apply');
  const edition = useEdition().data;
  if (!edition) return { question: t('passport.passportValidNoDate'), renewNotice: t('passport.renewNoticeNoDate') };
  const { after, validThrough } = passportValidity(edition);
  return {
    question: t('passport.passportValid', { after: calendarDate(after) }),
    renewNotice: t('passport.renewNotice', { validThrough: monthYear(validThrough) }),
  };
}
