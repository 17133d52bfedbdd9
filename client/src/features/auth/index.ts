/** The auth feature: the login page (on the first screen), slice and saga; the other pages: screens.ts, loaded lazily. */
export { LoginPage, type LoginPageProps } from './LoginPage';
export * from './auth.slice';
export { authSaga, type LoginNotice } from './auth.saga';
