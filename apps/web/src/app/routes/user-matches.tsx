import { FullPageLoader } from '@/components/ui/full-page-loader';
import { MyMatchesPage } from '@/features/org-matches';
import { useCurrentUser } from '@/features/user';

/** /user/matches: my casual matches and the ones I score; "New match" makes one of my own. */
export default function UserMatchesRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageLoader />;
  return <MyMatchesPage userId={user?.id ?? null} />;
}
