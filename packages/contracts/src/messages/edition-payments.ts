export const paymentScheduleMessages = {
  depositDueDateInvalid: 'Deposit due date must be a valid date',
  balanceDueDateInvalid: 'Balance due date must be a valid date',
  balanceBeforeDeposit: 'Balance due date must be on or after the deposit due date',
} as const;
