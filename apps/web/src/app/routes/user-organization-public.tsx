import { useParams } from 'react-router';
import { appGalleryTransport, Gallery, galleryPageFrame } from '@/features/gallery';
import { OrganizationPage } from '@/features/orgs';
import { OrganizationTournaments } from '@/features/tournaments';

/** /user/organizations/{id}/public: an organization's page for signed-in users. */
export default function UserOrganizationPublicRoute() {
  const id = Number(useParams().id);
  return (
    <OrganizationPage key={id} organizationId={id}>
      <OrganizationTournaments organizationId={id} />
      <Gallery
        kind="organization"
        id={id}
        transport={appGalleryTransport}
        frameClassName={galleryPageFrame}
      />
    </OrganizationPage>
  );
}
