export {
  bootSession,
  completeSignIn,
  endSession,
  getSession,
  isSessionOverError,
  onSessionEnd,
  signIn,
  signOut,
  subscribeSession,
  useSession,
  type CompletedSignIn,
  type SessionEndReason,
  type SessionState,
  type SessionStatus,
  type SignInOptions,
} from './session';
export {
  claimRoles,
  landingPath,
  safeReturnPath,
  unionRoles,
  ORGANIZER_LANDING,
  PROFILE_PATH,
  USER_LANDING,
} from './roles';
export { clearToken, getToken, TOKEN_KEY } from './token';
export { REFRESH_OFFSET_SECONDS } from './user-manager';
