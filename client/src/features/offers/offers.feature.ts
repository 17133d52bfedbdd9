/** What the offers feature loads on its first action (index.ts): the slice's reducer and the flows, in one import. */
export { offersSliceReducer } from './offers.slice';
export { offersFlows } from './offers.saga';
