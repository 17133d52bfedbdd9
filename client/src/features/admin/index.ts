/** The system admin's area (organisations, news editor): slice and saga (screens: screens.ts, loaded lazily). */
export * from './admin.slice';
export { adminSaga } from './admin.saga';
