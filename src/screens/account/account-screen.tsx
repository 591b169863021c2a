/**
 * The logged-out account pages, lazily loaded by src/app for '/register-user',
 * '/reset-password' and '/forgotten-password': picks the page by path.
 */
import { Redirect, useLocation } from 'wouter';
import { LOGIN_PATH } from '@domain/accounts/routes';
import '../../styles/account.css';
import { FORGOTTEN_PASSWORD_PATH, REGISTER_PATH, RESET_PASSWORD_PATH } from './account-paths';
import { ForgottenPasswordScreen } from './forgotten-password-screen';
import { RegisterScreen } from './register-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const pages = {
  [REGISTER_PATH]: { screen: RegisterScreen, title: 'Register' },
  [RESET_PASSWORD_PATH]: { screen: ResetPasswordScreen, title: 'Reset password' },
  [FORGOTTEN_PASSWORD_PATH]: { screen: ForgottenPasswordScreen, title: 'Forgotten password' },
} as const;

/** The account page of the current path, titled `title` when given (the login screen otherwise). */
export default function AccountScreen({ title }: { title?: string }) {
  const [path] = useLocation();
  const page = Object.prototype.hasOwnProperty.call(pages, path) ? pages[path as keyof typeof pages] : null;
  if (page === null) return <Redirect to={LOGIN_PATH} replace />;
  const Screen = page.screen;
  return <Screen key={path} title={title ?? page.title} />;
}
