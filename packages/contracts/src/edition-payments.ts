import { z } from 'zod';
import { isRealIsoDate } from './common.js';
import { paymentScheduleMessages } from './messages/edition-payments.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * When a spot's money is due, one block of the edition settings (the payments service reads it
 * with the rest of the edition). Blank: not set yet; the participant sees "to be announced" and
 * no reminder goes out for it.
 */

const optionalDay = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((v) => v === '' || isRealIsoDate(v), message);

export const paymentScheduleSchema = builtOnFirstUse(() =>
  z
    .object({
      depositDueDate: optionalDay(paymentScheduleMessages.depositDueDateInvalid),
      balanceDueDate: optionalDay(paymentScheduleMessages.balanceDueDateInvalid),
    })
    .refine((s) => s.depositDueDate === '' || s.balanceDueDate === '' || s.balanceDueDate >= s.depositDueDate, {
      path: ['balanceDueDate'],
      message: paymentScheduleMessages.balanceBeforeDeposit,
    }),
);
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** Settings saved before the block existed read as "not set". */
export const UNSET_PAYMENT_SCHEDULE: PaymentSchedule = { depositDueDate: '', balanceDueDate: '' };

/** The next edition's due dates: the same days a year later; blank stays blank. */
export function nextPaymentSchedule(current: PaymentSchedule, nextYearSameDay: (iso: string) => string): PaymentSchedule {
  const move = (iso: string) => (iso === '' ? '' : nextYearSameDay(iso));
  return { depositDueDate: move(current.depositDueDate), balanceDueDate: move(current.balanceDueDate) };
}
