import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { BoardPage } from '@/features/board';
import { NoProfileCallout, useCurrentUser } from '@/features/user';
import { usePageTitle } from '@/lib/use-page-title';

/** /user/board (auth): my board as a competitor (decision 070); a profile comes first. */
export default function UserBoardRoute() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();
  usePageTitle(t('board.title'));
  if (isLoading) return <FullPageLoader />;
  if (!user && !error)
    return (
      <Container size="sm" py="xl">
        <NoProfileCallout />
      </Container>
    );
  return <BoardPage />;
}
