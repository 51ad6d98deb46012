export { AuthorizationCallback } from './components/authorization-callback';
export { LoginPanel } from './components/login-panel';
export { CreateAccountButton, SignInButton } from './components/sign-in-buttons';
export { UserMenu } from './components/user-menu';
