import { lazyRoute } from './lazy-route';

/**
 * Everything the first screen (login) does not need loads on first use: the shell with its
 * drawers and dialogs, home, profile, the account picker and the other auth pages.
 */
const pages = () => import('./pages');
const shell = () =>
  import('./shell-module').then((module) => {
    module.addAllErrorMessages();
    return module;
  });
const picker = () => import('../features/session/AccountPickerPage');

export const ShellRoute = lazyRoute(shell, (module) => module.Shell);
export const AccountPickerRoute = lazyRoute(picker, (module) => module.AccountPickerPage);
export const HomeRoute = lazyRoute(pages, (module) => module.HomeRoute);
export const ProfileRoute = lazyRoute(pages, (module) => module.ProfileRoute);
export const ActivateRoute = lazyRoute(pages, (module) => module.ActivateRoute);
export const ForgotPasswordRoute = lazyRoute(pages, (module) => module.ForgotPasswordRoute);
export const ResetPasswordRoute = lazyRoute(pages, (module) => module.ResetPasswordRoute);
export const RegisterRoute = lazyRoute(pages, (module) => module.RegisterRoute);
export const UnsubscribeRoute = lazyRoute(pages, (module) => module.UnsubscribeRoute);
