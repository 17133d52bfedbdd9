/** What the admin area loads on its first action (index.ts): the slice's reducer and the flows, in one import. */
export { adminReducer as adminSliceReducer } from './admin.slice';
export { adminFlows } from './admin.saga';
