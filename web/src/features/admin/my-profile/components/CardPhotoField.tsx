import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { responsiveImageAttributes } from '../../../../components/ResponsiveImage';
import { PhotoUploadButton } from '../../../uploads/components/PhotoUploadButton';

export interface CardPhotoFieldProps {
  value: string;
  name: string;
  onChange: (url: string) => void;
  error?: string;
}

/** The card's photo: upload (pick, crop, organizer upload) or remove; the URL is what the card stores. */
export function CardPhotoField({ value, name, onChange, error }: CardPhotoFieldProps) {
  const { t } = useTranslation('adminMyProfile');
  return (
    <Input.Wrapper label={t('form.photo')} description={t('form.photoHint')} error={error}>
      <Group align="center" wrap="nowrap" gap="md" mt={4}>
        <Avatar src={value || null} imageProps={responsiveImageAttributes(value, '72px')} name={name} color="agave.8" variant="filled" size={72} radius="50%" alt={value ? t('form.photoAlt') : undefined} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <PhotoUploadButton uploadType="team-member" onUploaded={onChange} />
          {value && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onChange('')} style={{ alignSelf: 'flex-start' }}>
              {t('form.removePhoto')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
