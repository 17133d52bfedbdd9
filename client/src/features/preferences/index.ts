export * from './preferences.slice';
export { preferencesSaga } from './preferences.saga';
