/** What the surveys feature loads on its first action (index.ts): the slice's reducer and the flows, in one import. */
export { surveysSliceReducer } from './surveys.slice';
export { surveysFlows } from './surveys.saga';
