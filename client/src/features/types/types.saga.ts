import { call, put, select } from 'redux-saga/effects';
import type { ContactFormView } from '@kollab/contracts/contacts/contact.views';
import type { ClaimTypeTreeView, ItemTypeListView } from '@kollab/contracts/types/type.views';
import type { WriteResult } from '@kollab/contracts/write-result';
import type { TypeKind } from '@kollab/contracts/types/type-rules';
import { failureOf } from '../../lib/api/failure';
import type { Flow } from '../../lib/lazy-feature';
import type { Notice } from '../../lib/notify';
import { callApi } from '../session';
import { formBuilderActions } from './form-builder.slice';
import { offerRatesFlows } from './offer-rates.saga';
import { typesApi } from './types.api';
import { kindOfCollection, selectClaimTree, typesActions as actions, type PrefixedTypeView } from './types.slice';

const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `types:toasts.${key}` } } });
const failure = (code: Notice['code']): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'error', code } } });

export function* loadList({ payload }: ReturnType<typeof actions.listRequested>) {
  const { kind } = payload;
  try {
    if (kind === 'claim') {
      const tree: ClaimTypeTreeView = yield call(callApi, typesApi.list(kind));
      yield put(actions.treeLoaded(tree.data));
    } else {
      const body: ItemTypeListView<PrefixedTypeView> = yield call(callApi, typesApi.list(kind));
      yield put(actions.listLoaded({ kind, data: body.data }));
    }
  } catch {
    yield put(actions.listLoadFailed({ kind }));
  }
}

/** After a write: the type read again, or the claim tree (a move changes more than one node's place). */
function* reread(kind: TypeKind, id: string) {
  if (kind === 'claim') {
    yield put(actions.listRequested({ kind }));
    return;
  }
  try {
    const view: PrefixedTypeView = yield call(callApi, typesApi.get(kind, id));
    yield put(actions.typeLoaded(view));
  } catch {
    yield put(actions.listRequested({ kind }));
  }
}

export function* saveType({ payload }: ReturnType<typeof actions.saveRequested>) {
  const { kind, id, version, input } = payload;
  try {
    const result: WriteResult =
      id === null ? yield call(callApi, typesApi.create(kind, input)) : yield call(callApi, typesApi.change(kind, id, input, version ?? 0));
    yield put({ ...actions.saveAccepted({ kind, id: result.id, created: id === null }), ...success(id === null ? 'created' : 'saved') });
    yield call(reread, kind, result.id);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.saveRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* deleteType({ payload }: ReturnType<typeof actions.deleteRequested>) {
  const { kind, id, version } = payload;
  try {
    yield call(callApi, typesApi.remove(kind, id, version));
    yield put({ ...actions.deleteAccepted({ kind, id }), ...success('deleted') });
    if (kind === 'claim') yield put(actions.listRequested({ kind }));
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    // types.type_in_use names the count in `errors.usage` ("… still used by 3 items …")
    yield put({ ...actions.deleteRejected({ kind, id, code, text: fieldErrors?.usage?.[0] ?? null }), ...failure(code) });
  }
}

/** A claim type changed somewhere: the tree is read again when it is on screen. */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  if (kindOfCollection(payload.collection) !== 'claim') return;
  const tree: ReturnType<typeof selectClaimTree> = yield select(selectClaimTree);
  if (tree.status !== 'idle') yield put(actions.listRequested({ kind: 'claim' }));
}

export function* loadContactForm() {
  try {
    const form: ContactFormView = yield call(callApi, typesApi.contactForm());
    yield put(formBuilderActions.loaded(form));
  } catch {
    yield put(formBuilderActions.loadFailed());
  }
}

export function* saveContactForm({ payload }: ReturnType<typeof formBuilderActions.saveRequested>) {
  try {
    yield call(callApi, typesApi.saveContactForm(payload.elements, payload.version));
    yield put({ ...formBuilderActions.saveAccepted(), ...success('formSaved') });
    yield put(formBuilderActions.loadRequested());
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...formBuilderActions.saveRejected({ code, fieldErrors }), ...failure(code) });
    // saved elsewhere meanwhile: the newer schema is read, the builder offers it instead of the draft
    if (code === 'concurrency.wrong_expected_version') yield put(formBuilderActions.loadRequested());
  }
}

const listOf = (kind: TypeKind) => (action: { type: string; payload?: unknown }) =>
  actions.listRequested.match(action) && action.payload.kind === kind;

/** The watchers, started on the first types or form builder action (index.ts: `lazyFeature`). */
export const typesFlows: readonly Flow[] = [
  // one load per kind at a time: the latest of each wins
  ...(['contact', 'task', 'protocol', 'offer', 'claim'] as const).map((kind) => ({ pattern: listOf(kind), worker: loadList, latest: true })),
  { pattern: actions.saveRequested.type, worker: saveType },
  { pattern: actions.deleteRequested.type, worker: deleteType },
  { pattern: actions.viewPushed.type, worker: applyPush },
  { pattern: formBuilderActions.loadRequested.type, worker: loadContactForm, latest: true },
  { pattern: formBuilderActions.saveRequested.type, worker: saveContactForm },
  ...offerRatesFlows,
];
