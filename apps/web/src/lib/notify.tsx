import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/** SPEC §9 toast types. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'default';

export const TOAST_AUTO_CLOSE_MS = 3000;

export interface ToastOptions {
  title?: ReactNode;
  /** same id = the toast is replaced, not stacked */
  id?: string;
  /** ms, or false to stay until dismissed; errors stay by default (SPEC §8) */
  autoClose?: number | false;
}

const look: Record<ToastKind, { color?: string; icon?: ReactNode; title?: () => string }> = {
  success: { color: 'teal', icon: <IconCheck size={18} />, title: () => i18n.t('toast.success') },
  error: { color: 'red', icon: <IconX size={18} />, title: () => i18n.t('toast.error') },
  info: { color: 'brand', icon: <IconInfoCircle size={18} />, title: () => i18n.t('toast.info') },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} />, title: () => i18n.t('toast.warning') },
  default: {},
};

export function toast(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): string {
  const style = look[kind];
  const autoClose = options.autoClose ?? (kind === 'error' ? false : TOAST_AUTO_CLOSE_MS);
  const id = options.id;
  if (id) notifications.hide(id);
  return notifications.show({
    ...(id ? { id } : {}),
    title: options.title ?? style.title?.(),
    message,
    color: style.color,
    icon: style.icon,
    autoClose,
    withBorder: true,
    'data-testid': `toast-${kind}`,
  } as Parameters<typeof notifications.show>[0]);
}

export const notify = {
  success: (message: ReactNode, options?: ToastOptions) => toast('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => toast('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => toast('info', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => toast('warning', message, options),
  show: (message: ReactNode, options?: ToastOptions) => toast('default', message, options),
};
