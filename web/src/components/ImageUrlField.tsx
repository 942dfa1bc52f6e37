import { Group, Image, Input, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadType } from '@trek/contracts';
import { PhotoUploadButton } from '../features/uploads/components/PhotoUploadButton';

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
 * An image field: a preview, an Upload photo control (pick, crop, upload; the returned URL
 * becomes the value) and the URL input kept for pasting an address.
 */
export function ImageUrlField({ label, value, onChange, error, description, uploadType }: ImageUrlFieldProps) {
  const { t } = useTranslation('uploads');
  const url = value.trim();
  const inputId = useId();
  return (
    <Input.Wrapper label={label} description={description} error={error} labelProps={{ htmlFor: inputId }}>
      <Group align="flex-start" wrap="nowrap" gap="sm" mt={4}>
        {url !== '' && !error && <Image src={url} alt={t('preview', { label })} w={72} h={72} radius="sm" fit="cover" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <PhotoUploadButton uploadType={uploadType} onUploaded={onChange} />
          <TextInput
            id={inputId}
            aria-label={label}
            placeholder={t('orPaste')}
            value={value}
            error={Boolean(error)}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
