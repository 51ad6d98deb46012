import { Outlet, useParams } from 'react-router';
import { WorkspaceLayout } from '@/features/org-workspace';

/** The organizer's workspace of one organization: its header and section menu around each section's page. */
export function OrganizationWorkspace() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return (
    <WorkspaceLayout key={id} organizationId={id}>
      <Outlet />
    </WorkspaceLayout>
  );
}
