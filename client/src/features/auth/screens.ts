/** The auth pages after the login, apart from index.ts so the app loads them lazily (their forms validate with contracts DTOs). */
export { ActivatePage } from './ActivatePage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { RegisterPage } from './RegisterPage';
