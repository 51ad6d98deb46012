export { NotificationBell } from './components/notification-bell';
export { NotificationItem } from './components/notification-item';
export { NotificationSettingsCard } from './components/notification-settings';
export { NotificationsPage } from './components/notifications-page';
export { useNotificationStream } from './lib/stream';
export { notificationText } from './lib/text';
