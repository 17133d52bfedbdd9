export { LoginPage, type LoginPageProps } from './LoginPage';
export { ActivatePage } from './ActivatePage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { RegisterPage } from './RegisterPage';
export * from './auth.slice';
export { authSaga, type LoginNotice } from './auth.saga';
