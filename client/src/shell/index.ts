/** The shell's public face for the app layer (features do not import the shell). */
export { Shell } from './Shell';
export { BrowserNotice, isInternetExplorer } from './BrowserNotice';
export { shellSaga } from './shell.saga';
export * from './shell.slice';
