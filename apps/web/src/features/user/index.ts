export {
  currentUserKey,
  currentUserQuery,
  fetchCurrentUser,
  useCurrentUser,
  type CurrentUser,
} from './api/current-user';
export { deleteOwnAccount, useDeleteOwnAccount } from './api/delete-account';
export { PICTURE_ERROR_STATUSES, uploadPicture, useUploadPicture } from './api/picture';
export { saveUser, useSaveUser } from './api/save-user';
export { saveSportPreference, useSaveSportPreference } from './api/sport-preference';
export { DeleteAccountForm, DeletionList } from './components/delete-account';
export { DeleteAccountLink } from './components/delete-account-link';
export { LinkedIdentities } from './components/linked-identities';
export { confirmsDeletion } from './lib/confirm-deletion';
export { NoProfileCallout } from './components/no-profile-callout';
export { ProfileCard } from './components/profile-card';
export { ProfileForm, type ProfileDefaults } from './components/profile-form';
export { ProfilePicture } from './components/profile-picture';
export { RoleBadges } from '@/components/ui/role-badges';
