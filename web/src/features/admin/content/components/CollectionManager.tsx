import { ActionIcon, Alert, Avatar, Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { responsiveImageAttributes } from '../../../../components/ResponsiveImage';
import type { AdminItem, CollectionName } from '../api/content-api';
import { useContentList, useContentMutations } from '../queries/content-queries';
import { EntityForm, type EntityFormProps, type FieldSpec, type FormValues } from './EntityForm';

export interface CollectionManagerProps {
  collection: CollectionName;
  /** The section's name for titles ("Add to FAQs"). */
  sectionLabel: string;
  fields: FieldSpec[];
  schema: EntityFormProps['schema'];
  /** What a new item starts with. */
  blank: FormValues;
  /** The line that names an item in the list. */
  titleOf: (item: AdminItem) => string;
  subtitleOf?: (item: AdminItem) => string;
  /** Speakers: the list shows one year. */
  year?: number;
  /** Whether organizers arrange the list (up/down). */
  ordered: boolean;
  note?: ReactNode;
  extra?: EntityFormProps['extra'];
  /** Last touches on the parsed values (an itinerary day numbers its activities). */
  beforeSave?: (values: FormValues) => FormValues;
}

const READ_ONLY_KEYS = ['id', 'sample', 'updatedAt', 'updatedBy', 'user'];
/** The picture a list row shows: a photo or a logo. */
const imageOf = (item: AdminItem): string => {
  const url = item.photoUrl ?? item.logoUrl;
  return typeof url === 'string' ? url : '';
};

const editableValues = (item: AdminItem): FormValues =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !READ_ONLY_KEYS.includes(key)));

/** List, create, edit, delete (after a confirmation) and reorder one content collection. */
export function CollectionManager(props: CollectionManagerProps) {
  const { collection, sectionLabel, fields, schema, blank, titleOf, subtitleOf, year, ordered, note, extra, beforeSave } = props;
  const { t } = useTranslation('adminContent');
  const list = useContentList(collection, year);
  const { save, remove, reorder } = useContentMutations(collection);
  const [editing, setEditing] = useState<{ item: AdminItem | null } | null>(null);
  const items = list.data ?? [];

  const move = (index: number, offset: number) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorder.mutate(ids);
  };

  const confirmDelete = (item: AdminItem) => {
    const name = titleOf(item);
    modals.openConfirmModal({
      title: t('confirmDeleteTitle', { name }),
      children: <Text size="sm">{t('confirmDeleteBody')}</Text>,
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: item.id, name }),
    });
  };

  const submit = (values: FormValues) => {
    save.mutate({ id: editing?.item?.id ?? null, fields: beforeSave ? beforeSave(values) : values }, { onSuccess: () => setEditing(null) });
  };
  // A new item goes to the end of an ordered list.
  const newItem = ordered ? { ...blank, order: items.length } : blank;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {note ?? <span />}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ item: null })}>
          {t('add')}
        </Button>
      </Group>
      {list.isPending && <Loader size="sm" />}
      {list.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.isSuccess && items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {items.map((item, index) => {
        const name = titleOf(item);
        return (
          <Paper key={item.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                {imageOf(item) !== '' && <Avatar src={imageOf(item)} imageProps={responsiveImageAttributes(imageOf(item), '38px')} alt="" radius="sm" size="md" />}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {item.sample && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('sample')}
                      </Badge>
                    )}
                  </Group>
                  {subtitleOf && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {subtitleOf(item)}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                {ordered && (
                  <>
                    <ActionIcon variant="subtle" aria-label={t('moveUp', { name })} disabled={index === 0} onClick={() => move(index, -1)}>
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('moveDown', { name })}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon variant="subtle" aria-label={t('editItem', { name })} onClick={() => setEditing({ item })}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('deleteItem', { name })} onClick={() => confirmDelete(item)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.item ? t('editItemTitle', { name: titleOf(editing.item) }) : t('newItemTitle', { section: sectionLabel })}
      >
        {editing && (
          <EntityForm
            fields={fields}
            schema={schema}
            defaultValues={editing.item ? editableValues(editing.item) : newItem}
            submitting={save.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            extra={extra}
          />
        )}
      </Modal>
    </Stack>
  );
}
