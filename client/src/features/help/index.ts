/** The help feature's public face (the help drawer). */
export * from './help.slice';
export { helpSaga } from './help.saga';
export { HelpButton } from './HelpButton';
export { HelpDrawer } from './HelpDrawer';
export { default as helpDe } from './i18n/de.json';
export { default as helpEn } from './i18n/en.json';
