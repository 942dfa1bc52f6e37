import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { PAYMENT_METHODS, paymentRecordSchema, type AdminSpotLedger, type PaymentRecord, type PaymentRecordInput } from '@trek/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { ApiError, stripStatusPrefix } from '../../../../lib/api-client';
import { formatUsd } from '../../../../lib/format-money';
import { showToast } from '../../../../lib/toast';
import { useRecordPayment } from '../queries/payments-queries';
import { holderName } from './holder-name';

const today = () => new Date().toISOString().slice(0, 10);

/** What the form offers first: the deposit still owed, else whatever is outstanding. */
function suggestedAmount(spot: AdminSpotLedger): number | undefined {
  const deposit = spot.deposit.dueUsd - spot.deposit.paidUsd;
  const amount = deposit > 0 ? deposit : spot.outstandingUsd;
  return amount > 0 ? Math.round(amount * 100) / 100 : undefined;
}

/** The amount field holds what is typed ("250." on the way to 250.50); the request sent is the shared schema's. */
const recordFormSchema = paymentRecordSchema
  .extend({ amountUsd: z.union([z.number(), z.string()]) })
  .transform(({ amountUsd, ...payment }): PaymentRecordInput => ({ ...payment, amountUsd: typeof amountUsd === 'number' ? amountUsd : amountUsd.trim() === '' ? Number.NaN : Number(amountUsd) }))
  .pipe(paymentRecordSchema);

type RecordFormValues = z.input<typeof recordFormSchema>;

const valuesFor = (spot: AdminSpotLedger | null): RecordFormValues => ({
  amountUsd: (spot ? suggestedAmount(spot) : undefined) ?? '',
  paidOn: today(),
  method: 'bank-transfer',
  reference: '',
  note: '',
});

export interface RecordPaymentModalProps {
  /** The spot being paid for; null: closed. */
  spot: AdminSpotLedger | null;
  onClose: () => void;
}

/** An organizer records a payment on a spot; the shared schema checks it here and again on the server. */
export function RecordPaymentModal({ spot, onClose }: RecordPaymentModalProps) {
  const { t } = useTranslation('adminPayments');
  const { text } = useContractMessage();
  const record = useRecordPayment();
  const form = useForm<RecordFormValues, unknown, PaymentRecord>({ resolver: zodResolver(recordFormSchema), defaultValues: valuesFor(spot) });
  const { errors } = form.formState;
  const { reset } = form;

  useEffect(() => {
    reset(valuesFor(spot));
  }, [spot, reset]);

  const close = () => {
    record.reset();
    onClose();
  };

  const submit = form.handleSubmit((payment) => {
    if (!spot) return;
    const name = holderName(spot, t);
    record.mutate(
      { spotId: spot.spotId, payment },
      {
        onSuccess: () => {
          showToast({ title: t('toasts.recorded'), message: t('toasts.recordedMessage', { amount: formatUsd(payment.amountUsd), name }), tone: 'success' });
          close();
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
            if (field === 'amountUsd' || field === 'paidOn' || field === 'method' || field === 'reference' || field === 'note') form.setError(field, { message });
          }
          showToast({ title: t('toasts.recordFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' });
        },
      },
    );
  });

  return (
    <Modal opened={spot !== null} onClose={close} title={t('form.title')} centered closeButtonProps={{ 'aria-label': t('form.cancel') }}>
      {spot ? (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('form.title')}>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('form.spot', { order: spot.confirmationOrder, name: holderName(spot, t) })}
            </Text>
            <Controller
              control={form.control}
              name="amountUsd"
              render={({ field }) => (
                <NumberInput
                  label={t('form.amount')}
                  required
                  min={0}
                  decimalScale={2}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text(errors.amountUsd?.message)}
                />
              )}
            />
            <TextInput type="date" label={t('form.paidOn')} required {...form.register('paidOn')} error={text(errors.paidOn?.message)} />
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <Select
                  label={t('form.method')}
                  required
                  allowDeselect={false}
                  data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`form.methods.${method}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? field.value)}
                  error={text(errors.method?.message)}
                />
              )}
            />
            <TextInput label={t('form.reference')} description={t('form.referenceHint')} {...form.register('reference')} error={text(errors.reference?.message)} />
            <Textarea label={t('form.note')} minRows={2} {...form.register('note')} error={text(errors.note?.message)} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={record.isPending}>
                {record.isPending ? t('form.submitting') : t('form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
