import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES, uploadFileProblem, uploadMessages, type UploadType } from '@trek/contracts';
import { showToast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/queries/current-user-queries';
import { uploadImage } from '../api/upload-api';
import { cropToPng, readFileAsDataUrl, type PixelArea } from '../crop-image';
import { cropTypeFor } from '../crop-settings';
import { startsLikeAnImage } from '../image-signature';
import { preloadable } from '../../../lib/preloadable';
import classes from './PhotoUploadButton.module.css';

/**
 * The cropper (react-easy-crop, a dialog, sliders) is fetched when a photo is on its way (a pointer
 * over the drop zone, focus, a picked file), not with every form that offers an upload: the
 * participant's profile, an organizer's card, the content editors.
 */
const { Component: PhotoCropDialog, preload: loadPhotoCropDialog } = preloadable(() => import('./PhotoCropDialog').then((m) => m.PhotoCropDialog));

export interface PhotoUploadButtonProps {
  uploadType?: UploadType;
  /** Receives the uploaded photo's `/media/...` URL. */
  onUploaded: (url: string) => void;
}

/** Spec 2.6: pick a file, crop it, upload the PNG, hand back its URL. Checks size and type first (spec 5). */
export function PhotoUploadButton({ uploadType, onUploaded }: PhotoUploadButtonProps) {
  const { t } = useTranslation('uploads');
  const { user } = useCurrentUser();
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key per picked file, so the dialog starts from the defaults every time.
  const [pickCount, setPickCount] = useState(0);
  // Kept mounted once its code is here, so that it closes with its transition.
  const [cropDialogLoaded, setCropDialogLoaded] = useState(false);
  const loadCropDialog = () => loadPhotoCropDialog().then(() => setCropDialogLoaded(true));
  // On the way to a pick; a failure here is told, if at all, when a file is picked.
  const preloadCropDialog = () => void loadCropDialog().catch(() => undefined);

  const failUpload = (message: 'readFailed' | 'uploadFailed') =>
    showToast({ title: t('messages.uploadFailedTitle'), message: t(`messages.${message}`), tone: 'error' });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // Fetched while the file is checked and read; a failure (offline) is told below, once.
    const cropDialogCode = loadCropDialog();
    cropDialogCode.catch(() => undefined);
    const problem = uploadFileProblem(file);
    if (problem) {
      const tooLarge = problem.title === uploadMessages.fileTooLargeTitle;
      showToast({
        title: t(tooLarge ? 'messages.fileTooLargeTitle' : 'messages.invalidTypeTitle'),
        message: t(tooLarge ? 'messages.fileTooLarge' : 'messages.invalidType'),
        tone: 'error',
      });
      return;
    }
    try {
      if (!(await startsLikeAnImage(file))) {
        showToast({ title: t('messages.invalidTypeTitle'), message: t('messages.notAnImage'), tone: 'error' });
        return;
      }
      const picked = await readFileAsDataUrl(file);
      await cropDialogCode;
      setImageSrc(picked);
      setPickCount((count) => count + 1);
    } catch {
      failUpload('readFailed');
    }
  };

  const confirm = async (area: PixelArea | null, rotation: number) => {
    if (!imageSrc) return;
    setBusy(true);
    try {
      let cropped: File;
      try {
        cropped = await cropToPng(imageSrc, area, rotation);
      } catch {
        failUpload('readFailed');
        return;
      }
      try {
        onUploaded(await uploadImage(cropped, { role: user?.role ?? 'PARTICIPANT', uploadType }));
        setImageSrc(null);
      } catch {
        failUpload('uploadFailed');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dropzone
        onDrop={(files: FileWithPath[]) => void pick(files[0])}
        onReject={(rejections: FileRejection[]) => void pick(rejections[0]?.file)}
        accept={[...IMAGE_MIME_TYPES]}
        multiple={false}
        p="xs"
        className={classes.dropzone}
        aria-label={t('uploadPhoto')}
        onPointerEnter={preloadCropDialog}
        onFocus={preloadCropDialog}
      >
        <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={24} aria-hidden />
          <div>
            <Text size="sm" fw={600}>
              {t('uploadPhoto')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {cropDialogLoaded && (
        <PhotoCropDialog
          key={pickCount}
          imageSrc={imageSrc}
          cropType={cropTypeFor(uploadType)}
          busy={busy}
          onCancel={() => setImageSrc(null)}
          onConfirm={(area, rotation) => void confirm(area, rotation)}
        />
      )}
    </>
  );
}
