import { notifications } from '@mantine/notifications';

/** Spec §9: one toast at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export type ToastTone = 'success' | 'error' | 'info';

const TONE_COLORS: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'blue' };

export interface Toast {
  title: string;
  message: string;
  tone?: ToastTone;
}

/** Shows a toast; a newer toast replaces the one on screen instead of queueing behind it. */
export function showToast({ title, message, tone = 'info' }: Toast): void {
  notifications.clean();
  notifications.show({ title, message, color: TONE_COLORS[tone], autoClose: TOAST_DURATION_MS, withBorder: true });
}
