import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { LANGUAGES, spotRecipientNamingSchema, type SpotRecipientNaming, type SpotTransfer } from '@trek/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { ApiError, stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useNameSpotRecipient, useSpotTransfers } from '../queries/auth-spots-queries';
import { personLabel } from './AccountsTable';

const emptyNaming: SpotRecipientNaming = { email: '', fullName: '', language: 'en' };

/** An organizer names who receives a spot transferred without a recipient email: they get their own account and a link. */
function NameRecipientModal({ transfer, onClose }: { transfer: SpotTransfer | null; onClose: () => void }) {
  const { t } = useTranslation('adminAuthSpots');
  const { text } = useContractMessage();
  const name = useNameSpotRecipient();
  const form = useForm<SpotRecipientNaming>({ resolver: zodResolver(spotRecipientNamingSchema), defaultValues: emptyNaming });
  const { errors } = form.formState;

  const close = () => {
    form.reset(emptyNaming);
    name.reset();
    onClose();
  };

  const submit = form.handleSubmit((naming) => {
    if (!transfer) return;
    name.mutate(
      { spotId: transfer.spotId, naming },
      {
        onSuccess: () => {
          showToast({ title: t('spotTransfers.named'), message: t('spotTransfers.namedMessage', { email: naming.email }), tone: 'success' });
          close();
        },
        onError: (error) => {
          const message = text(stripStatusPrefix(error.message));
          if (error instanceof ApiError && error.status === 409) form.setError('email', { message });
          showToast({ title: t('spotTransfers.nameFailed'), message, tone: 'error' });
        },
      },
    );
  });

  return (
    <Modal opened={transfer !== null} onClose={close} title={t('spotTransfers.nameTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('spotTransfers.nameIntro', { person: transfer ? personLabel(transfer.from) : '' })}
          </Text>
          <TextInput label={t('spotTransfers.email')} type="email" required {...form.register('email')} error={text(errors.email?.message)} />
          <TextInput label={t('spotTransfers.fullName')} required {...form.register('fullName')} error={text(errors.fullName?.message)} />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('spotTransfers.language')}
                data={LANGUAGES.map((language) => ({ value: language, label: t(`spotTransfers.languages.${language}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('spotTransfers.cancel')}
            </Button>
            <Button type="submit" loading={name.isPending}>
              {t('spotTransfers.nameSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Where the spot went: its recipient, the person named, nobody yet, or (a spot from an admission offer given up) the waitlist. */
function TransferDestination({ transfer }: { transfer: SpotTransfer }) {
  const { t } = useTranslation('adminAuthSpots');
  const { recipient, named } = transfer;
  const destination = () => {
    if (recipient) return t('spotTransfers.to', { person: personLabel(recipient) });
    if (named) return t('spotTransfers.toPending', { person: named.fullName ? `${named.fullName} (${named.email})` : named.email });
    return transfer.returnedToWaitlist ? t('spotTransfers.toWaitlist') : t('spotTransfers.toNobody');
  };
  return <Text size="sm">{destination()}</Text>;
}

function TransferBadge({ transfer }: { transfer: SpotTransfer }) {
  const { t } = useTranslation('adminAuthSpots');
  const [color, label] = transfer.recipient ? ['blue', t('spotTransfers.done')] : transfer.returnedToWaitlist ? ['gray', t('spotTransfers.returned')] : ['yellow', t('spotTransfers.pending')];
  return (
    <Badge color={color} variant="light" style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

function TransferRow({ transfer, onName }: { transfer: SpotTransfer; onName: (transfer: SpotTransfer) => void }) {
  const { t } = useTranslation('adminAuthSpots');
  return (
    <Card withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Text size="sm">{t('spotTransfers.from', { person: personLabel(transfer.from), date: formatDateTime(transfer.at) })}</Text>
          <TransferDestination transfer={transfer} />
        </Stack>
        {transfer.awaitingRecipient ? (
          <Button size="xs" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onName(transfer)}>
            {t('spotTransfers.name')}
          </Button>
        ) : (
          <TransferBadge transfer={transfer} />
        )}
      </Group>
    </Card>
  );
}

/** Auth Spots: every spot transfer with both people, and naming the recipient of one that waits for it. */
export function SpotTransfersCard() {
  const { t } = useTranslation('adminAuthSpots');
  const transfers = useSpotTransfers();
  const [naming, setNaming] = useState<SpotTransfer | null>(null);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="spot-transfers-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="spot-transfers-heading">
          {t('spotTransfers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('spotTransfers.subtitle')}
        </Text>
        {transfers.isError && <Alert color="yellow">{t('transfer.unavailableBody')}</Alert>}
        {transfers.data?.transfers.length === 0 && <Text size="sm">{t('spotTransfers.empty')}</Text>}
        {transfers.data?.transfers.map((transfer) => <TransferRow key={`${transfer.spotId}-${transfer.at}`} transfer={transfer} onName={setNaming} />)}
      </Stack>
      <NameRecipientModal transfer={naming} onClose={() => setNaming(null)} />
    </Card>
  );
}
