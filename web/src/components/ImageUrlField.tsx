import { Button, Group, Input, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadType } from '@trek/contracts';
import { PhotoUploadButton } from '../features/uploads/components/PhotoUploadButton';
import { ResponsiveImage } from './ResponsiveImage';

export interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  /** What the image is for: decides the crop shape and how the upload service files it. */
  uploadType?: UploadType;
}

/**
 * An image field: a preview, an Upload photo control (pick, crop, upload; the returned `/media/`
 * URL becomes the value) and Remove. There is no address to paste: the site's Content-Security-Policy
 * shows only its own images, and the server never fetches other hosts.
 */
export function ImageUrlField({ label, value, onChange, error, description, uploadType }: ImageUrlFieldProps) {
  const { t } = useTranslation('uploads');
  const url = value.trim();
  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error}>
      <Group align="center" wrap="nowrap" gap="sm" mt={4}>
        {url !== '' && <ResponsiveImage src={url} alt={t('preview', { label })} width={72} height={72} radius="sm" fit="cover" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <PhotoUploadButton uploadType={uploadType} onUploaded={onChange} />
          {url !== '' && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onChange('')} style={{ alignSelf: 'flex-start' }}>
              {t('remove', { label })}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
