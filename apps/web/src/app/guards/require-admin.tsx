import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useCurrentUser } from '@/features/user';
import { unionRoles, useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';

/**
 * Admin pages (inside RequireAuth): everyone else is told the 403 text of SPEC §8 and sent home.
 * The profile's roles decide (the server's truth); the id_token's claim when the profile is missing
 * or could not be loaded.
 * The server checks every admin call anyway.
 */
export function RequireAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { user, isLoading } = useCurrentUser();
  const roles = user ? user.roles : unionRoles(session.roles);
  const decided = !isLoading;
  const allowed = roles.includes('Admin');

  useEffect(() => {
    if (!decided || allowed) return;
    const message = t('errors.forbidden');
    // the same id as the API client's 403 toast: one toast, however it was reached
    notify.error(message, { id: `api-error-403-${message.slice(0, 40)}`, autoClose: false });
    void navigate('/', { replace: true });
  }, [decided, allowed, navigate, t]);

  if (!decided || !allowed) return <FullPageLoader />;
  return <Outlet />;
}
