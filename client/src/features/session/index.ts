/** The session feature's public face: other layers import from here, not from its files. */
export * from './session.slice';
export { callApi, isSignatureError, SIGNATURE_MESSAGES } from './api-call.saga';
export { sessionSaga } from './session.saga';
export { pendingTarget } from './session-account-choice.saga';
export type { SessionDeps } from './session.deps';
export { DEPS } from './session.deps';
export { AccountPickerPage } from './AccountPickerPage';
export { default as sessionDe } from './i18n/de.json';
export { default as sessionEn } from './i18n/en.json';
