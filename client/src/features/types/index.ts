import { lazyFeature } from '../../lib/lazy-feature';
import { initialFormBuilderState, initialTypesState } from './types.pushes';

/**
 * Item types, claim types and the contact form schema (manager area). What the store and
 * the live views need at start; the slices, the flows (lazyFeature) and the tabs
 * (screens.ts) load on first use.
 */
export { formBuilderPushActions, initialFormBuilderState, initialTypesState, PREFIXED_KINDS, typesPushActions } from './types.pushes';
export type { TypesState } from './types.slice';
export type { FormBuilderState } from './form-builder.slice';

const types = lazyFeature(['types/', 'formBuilder/'], async () => {
  const [slice, builder, saga] = await Promise.all([import('./types.slice'), import('./form-builder.slice'), import('./types.saga')]);
  return { reducers: { types: slice.typesSliceReducer, formBuilder: builder.formBuilderSliceReducer }, flows: saga.typesFlows };
});
export const typesReducer = types.reducer('types', initialTypesState);
export const formBuilderReducer = types.reducer('formBuilder', initialFormBuilderState);
export const typesSaga = types.saga;
