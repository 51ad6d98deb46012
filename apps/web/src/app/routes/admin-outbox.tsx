import { OutboxPage } from '@/features/org-membership';

/** /admin/outbox (admins; RequireAdmin sends everyone else home): the mail the app sent or kept. */
export default function AdminOutboxRoute() {
  return <OutboxPage />;
}
