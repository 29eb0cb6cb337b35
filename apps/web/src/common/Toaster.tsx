import '@mantine/notifications/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

/** Where toasts appear: bottom right, or bottom centre on a phone-width screen. */
export default function Toaster() {
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      position={isPhone ? 'bottom-center' : 'bottom-right'}
      containerWidth={isPhone ? 'calc(100vw - 32px)' : 440}
      zIndex={1000}
    />
  );
}
