import { useState } from 'react';
import { useElementSize } from '@mantine/hooks';
import { ActionIcon, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { CROP, type CropType } from '@trek/contracts';
import { cropBoxSize, cropSettingsFor, fitCropBoxIn } from '../crop-settings';
import type { PixelArea } from '../crop-image';

export interface PhotoCropDialogProps {
  /** The picked image as a data: URL; the dialog is open while it is set. */
  imageSrc: string | null;
  cropType: CropType;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (area: PixelArea | null, rotation: number) => void;
}

/** Before the image has a size the cropper reports NaN or empty areas; then the whole image is used. */
const isUsableArea = (area: Area) => [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0;

const zoomMarks = [CROP.zoom.min, CROP.zoom.default, CROP.zoom.max].map((value) => ({ value, label: `${value}%` }));

/** Spec 9's cropper: zoom 50–200 % in 5 % steps, crop width in 25 px steps, rotation by quarter turns, on a 400 by 300 canvas. */
export function PhotoCropDialog({ imageSrc, cropType, busy, onCancel, onConfirm }: PhotoCropDialogProps) {
  const { t } = useTranslation('uploads');
  const settings = cropSettingsFor(cropType);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoomPercent, setZoomPercent] = useState<number>(CROP.zoom.default);
  const [cropWidth, setCropWidth] = useState(settings.defaultWidth);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea | null>(null);
  const { ref: canvasRef, width: canvasWidth } = useElementSize();

  const turn = (quarter: 1 | -1) => setRotation((current) => (current + quarter * CROP.rotationStep + 360) % 360);
  const snapZoom = (zoom: number) =>
    setZoomPercent(Math.min(CROP.zoom.max, Math.max(CROP.zoom.min, Math.round((zoom * 100) / CROP.zoom.step) * CROP.zoom.step)));

  return (
    <Modal opened={imageSrc !== null} onClose={busy ? () => undefined : onCancel} title={t('dialog.title')} size="lg" centered>
      <Stack gap="md">
        <Box
          ref={canvasRef}
          pos="relative"
          w="100%"
          maw={CROP.canvas.width}
          h={CROP.canvas.height}
          mx="auto"
          bg="dark.7"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          {imageSrc && (
            <Cropper
              image={imageSrc}
              crop={crop}
              zoom={zoomPercent / 100}
              minZoom={CROP.zoom.min / 100}
              maxZoom={CROP.zoom.max / 100}
              rotation={rotation}
              aspect={settings.aspect}
              cropSize={fitCropBoxIn(cropBoxSize(cropWidth, settings.aspect), canvasWidth)}
              restrictPosition={false}
              onCropChange={setCrop}
              onZoomChange={snapZoom}
              onCropComplete={(_area: Area, pixels: Area) => setArea(isUsableArea(pixels) ? pixels : null)}
            />
          )}
        </Box>
        <Box>
          <Text size="sm" fw={500} id="crop-zoom-label">
            {t('dialog.zoom')}
          </Text>
          <Slider
            aria-labelledby="crop-zoom-label"
            min={CROP.zoom.min}
            max={CROP.zoom.max}
            step={CROP.zoom.step}
            value={zoomPercent}
            onChange={setZoomPercent}
            label={(value) => t('dialog.zoomValue', { value })}
            marks={zoomMarks}
            mb="lg"
          />
        </Box>
        <Box>
          <Text size="sm" fw={500} id="crop-width-label">
            {t('dialog.cropWidth')}
          </Text>
          <Slider
            aria-labelledby="crop-width-label"
            min={settings.minWidth}
            max={settings.maxWidth}
            step={CROP.width.step}
            value={cropWidth}
            onChange={setCropWidth}
            label={(value) => t('dialog.cropWidthValue', { value })}
          />
        </Box>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <ActionIcon variant="default" size="lg" aria-label={t('dialog.rotateLeft')} onClick={() => turn(-1)}>
              <IconRotate2 size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label={t('dialog.rotateRight')} onClick={() => turn(1)}>
              <IconRotateClockwise2 size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm" c="dimmed">
              {t('dialog.rotation', { value: rotation })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={() => onConfirm(area, rotation)} loading={busy}>
              {t('dialog.upload')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
