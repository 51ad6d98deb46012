import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import {
  PICTURE_ERROR_STATUSES,
  outputType,
  pictureFileProblem,
  type PictureFileProblem,
} from '@/lib/picture/crop';
import { PictureCropper, type LoadedImage } from './picture-cropper';

type Problem = PictureFileProblem | 'unreadable';

const PROBLEM_TEXT = {
  'not-image': 'picture.notImage',
  'too-large': 'picture.tooLarge',
  empty: 'picture.empty',
  unreadable: 'picture.unreadable',
} as const satisfies Record<Problem, string>;

function loadImage(file: File): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const element = new Image();
    element.onload = () => {
      if (!element.naturalWidth || !element.naturalHeight) {
        URL.revokeObjectURL(url);
        reject(new Error('empty image'));
        return;
      }
      resolve({
        url,
        element,
        width: element.naturalWidth,
        height: element.naturalHeight,
        outputType: outputType(file.type),
      });
    };
    element.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    element.src = url;
  });
}

export interface PictureEditorProps {
  /** the picture as it is now (an avatar) */
  avatar: ReactNode;
  hasPicture: boolean;
  /** uploads the cropped square (PNG or JPEG); a 400/413/415 ApiError's message is shown here */
  upload: (image: Blob) => Promise<unknown>;
  saving: boolean;
  title?: string;
  hint?: string;
  cropHint?: string;
  /** the toast after a successful upload */
  uploadedText?: string;
  'data-testid'?: string;
}

/** A picture: shown, and replaced by a square cropped here and uploaded as PNG or JPEG. */
export function PictureEditor({
  avatar,
  hasPicture,
  upload,
  saving,
  title,
  hint,
  cropHint,
  uploadedText,
  'data-testid': testId,
}: PictureEditorProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const resetRef = useRef<() => void>(null);

  // the object URL lives as long as the cropper shows it
  useEffect(() => {
    if (!image) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    const problem = pictureFileProblem(file);
    if (problem) {
      setImage(null);
      setError(t(PROBLEM_TEXT[problem]));
      return;
    }
    setLoading(true);
    try {
      setImage(await loadImage(file));
    } catch {
      setImage(null);
      setError(t(PROBLEM_TEXT.unreadable));
    } finally {
      setLoading(false);
    }
  };

  const save = async (blob: Blob) => {
    setError(null);
    try {
      await upload(blob);
      setImage(null);
      notify.success(uploadedText ?? t('picture.uploaded'));
    } catch (err) {
      // 400 / 413 / 415: the server says what is wrong with the picture; other errors have their toast
      if (isApiError(err) && (PICTURE_ERROR_STATUSES as readonly number[]).includes(err.status)) {
        setError(err.message || t('picture.failed'));
      }
    }
  };

  return (
    <Stack gap="md" data-testid={testId}>
      <Group wrap="nowrap" align="center" gap="lg">
        {avatar}
        <Stack gap={6} miw={0}>
          <Title order={2} fz="lg">
            {title ?? t('picture.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {hint ?? t('picture.hint')}
          </Text>
          <Group gap="sm">
            <FileButton
              onChange={(file) => void choose(file)}
              accept="image/*"
              resetRef={resetRef}
              inputProps={{ 'data-testid': 'picture-input' } as Record<string, string>}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="sm"
                  loading={loading}
                  leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                  data-testid="picture-choose"
                >
                  {hasPicture ? t('picture.change') : t('picture.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Group>
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          role="alert"
          data-testid="picture-error"
        >
          {error}
        </Alert>
      ) : null}
      {image ? (
        <PictureCropper
          key={image.url}
          image={image}
          saving={saving}
          cropHint={cropHint}
          onCancel={() => setImage(null)}
          onSave={(blob) => void save(blob)}
        />
      ) : null}
    </Stack>
  );
}
