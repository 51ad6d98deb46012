import { ActionIcon, Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconCheck, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  cropRect,
  initialView,
  panView,
  scaleOf,
  zoomView,
  type CropView,
  type ImageSize,
} from '@/lib/picture/crop';
import classes from './picture.module.css';

export interface LoadedImage extends ImageSize {
  /** an object URL of the chosen file */
  url: string;
  element: HTMLImageElement;
  /** 'image/png' or 'image/jpeg': what is uploaded */
  outputType: 'image/png' | 'image/jpeg';
}

/** The square that is uploaded, drawn from the loaded image. */
export function renderCrop(image: LoadedImage, frame: number, view: CropView): Promise<Blob> {
  const rect = cropRect(image, frame, view);
  const canvas = document.createElement('canvas');
  canvas.width = rect.output;
  canvas.height = rect.output;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2d canvas'));
  if (image.outputType === 'image/jpeg') {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, rect.output, rect.output);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image.element, rect.sx, rect.sy, rect.size, rect.size, 0, 0, rect.output, rect.output);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
      image.outputType,
      0.92,
    );
  });
}

/** The image at `view`, seen through a square of `size` px (the frame, or a smaller preview). */
function Placed({
  image,
  frame,
  view,
  size,
}: {
  image: LoadedImage;
  frame: number;
  view: CropView;
  size: number;
}) {
  const ratio = size / frame;
  const scale = scaleOf(image, frame, view.zoom) * ratio;
  return (
    <img
      src={image.url}
      alt=""
      draggable={false}
      className={classes.placed}
      style={{
        width: image.width * scale,
        height: image.height * scale,
        transform: `translate(${view.x * ratio}px, ${view.y * ratio}px)`,
      }}
    />
  );
}

const FRAME = 280;
const STEP = 12;

interface PictureCropperProps {
  image: LoadedImage;
  saving: boolean;
  /** what the crop is for; the profile's text by default */
  cropHint?: string | undefined;
  onCancel: () => void;
  onSave: (blob: Blob) => void;
}

/** Choose the square: drag (mouse, finger or arrow keys) and zoom (slider, buttons, + and −). */
export function PictureCropper({ image, saving, cropHint, onCancel, onSave }: PictureCropperProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<CropView>(() => initialView(image, FRAME));
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [rendering, setRendering] = useState(false);

  const setZoom = (zoom: number) => setView((v) => zoomView(image, FRAME, v, zoom));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    setView((v) => panView(image, FRAME, v, dx, dy));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [STEP, 0],
      ArrowRight: [-STEP, 0],
      ArrowUp: [0, STEP],
      ArrowDown: [0, -STEP],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setView((v) => panView(image, FRAME, v, move[0], move[1]));
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      setView((v) => zoomView(image, FRAME, v, v.zoom + 0.25));
    } else if (e.key === '-') {
      e.preventDefault();
      setView((v) => zoomView(image, FRAME, v, v.zoom - 0.25));
    }
  };

  const save = async () => {
    setRendering(true);
    try {
      onSave(await renderCrop(image, FRAME, view));
    } finally {
      setRendering(false);
    }
  };

  return (
    <Stack gap="md" data-testid="picture-cropper">
      <Stack gap={2}>
        <Text fw={700}>{t('picture.cropTitle')}</Text>
        <Text size="sm" c="dimmed">
          {cropHint ?? t('picture.cropHint')}
        </Text>
      </Stack>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <div
          className={classes.frame}
          style={{ width: FRAME, height: FRAME }}
          role="group"
          tabIndex={0}
          aria-label={t('picture.frameLabel')}
          data-testid="picture-crop-frame"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <Placed image={image} frame={FRAME} view={view} size={FRAME} />
          <span className={classes.circleGuide} aria-hidden="true" />
        </div>
        <Stack gap={6} align="center">
          <Box
            className={classes.preview}
            style={{ width: 72, height: 72 }}
            data-testid="picture-crop-preview"
          >
            <Placed image={image} frame={FRAME} view={view} size={72} />
          </Box>
          <Text size="xs" c="dimmed">
            {t('picture.preview')}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" maw={FRAME + 40}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('picture.zoomOut')}
          onClick={() => setZoom(view.zoom - 0.25)}
          disabled={view.zoom <= MIN_ZOOM}
        >
          <IconZoomOut size={20} aria-hidden="true" />
        </ActionIcon>
        <Slider
          style={{ flex: 1 }}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={view.zoom}
          onChange={setZoom}
          label={null}
          thumbLabel={t('picture.zoom')}
          data-testid="picture-zoom"
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('picture.zoomIn')}
          onClick={() => setZoom(view.zoom + 0.25)}
          disabled={view.zoom >= MAX_ZOOM}
        >
          <IconZoomIn size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={18} aria-hidden="true" />}
          loading={saving || rendering}
          onClick={() => void save()}
          data-testid="picture-save"
        >
          {t('picture.upload')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={saving} data-testid="picture-cancel">
          {t('picture.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
