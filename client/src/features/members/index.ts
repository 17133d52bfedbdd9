/** Members management (manager area): slice and saga (the panel: screens.ts, loaded lazily). */
export * from './members.slice';
export { membersSaga } from './members.saga';
