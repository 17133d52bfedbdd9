import { createEntityAdapter, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { TypeKind } from '@kollab/contracts/types/type-rules';
import type { ClaimTypeNode } from '@kollab/contracts/types/type.views';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { upsertIfNewer } from '../../lib/pushes';
import { formRejected, formSubmitting, requestFailed, requestStarted, rowsLoaded, type Rejection } from '../../lib/request-status';
import {
  initialTypesState,
  PREFIXED_KINDS,
  typesPushActions,
  type PrefixedKind,
  type PrefixedTypeView,
  type TypeRefusal,
  type TypesState,
} from './types.pushes';
import type { TypeDraft } from './types.api';
import { offerRatesActions, offerRatesReducer } from './offer-rates.slice';

export type { FormStatus } from '../../lib/request-status';
export type { OfferRatesState, PrefixedKind, PrefixedTypeView, TypeRefusal, TypesState } from './types.pushes';
export { selectOfferRates } from './offer-rates.slice';
export { PREFIXED_KINDS };

/** The kind whose list `collection` names (`contact_types`, …), as `types/typesChanged` says it. */
const KIND_OF_COLLECTION: Record<string, TypeKind> = {
  contact_types: 'contact',
  task_types: 'task',
  protocol_types: 'protocol',
  claim_types: 'claim',
  offer_types: 'offer',
};
export const kindOfCollection = (collection: string): TypeKind | null => KIND_OF_COLLECTION[collection] ?? null;

const adapter = createEntityAdapter<PrefixedTypeView>({ sortComparer: (a, b) => a.title.localeCompare(b.title) });

const closedDialog = { kind: null, id: null, parentId: null, status: 'idle', error: null, fieldErrors: null } as const;

/** The list of a kind, or the claim tree: what a read of the kind loads. */
const readOf = (state: TypesState, kind: TypeKind) => (kind === 'claim' ? state.claims : state.lists[kind]);

type SaveRequest = { kind: TypeKind; id: string | null; version: number | null; input: TypeDraft };

const types = createSlice({
  name: 'types',
  initialState: initialTypesState,
  reducers: {
    listLoaded(state, action: PayloadAction<{ kind: PrefixedKind; data: PrefixedTypeView[] }>) {
      rowsLoaded(adapter, state.lists[action.payload.kind], action.payload.data);
    },
    treeLoaded(state, action: PayloadAction<ClaimTypeNode[]>) {
      state.claims = { status: 'loaded', roots: action.payload };
    },
    listLoadFailed(state, action: PayloadAction<{ kind: TypeKind }>) {
      requestFailed(readOf(state, action.payload.kind));
    },
    /** One type read again after a write (the push may come later or not at all). */
    typeLoaded(state, action: PayloadAction<PrefixedTypeView>) {
      const list = state.lists[action.payload.kind];
      upsertIfNewer(adapter, list, { collection: '', id: action.payload.id, view: action.payload, position: 0 });
    },
    dialogOpened(state, action: PayloadAction<{ kind: TypeKind; id?: string; parentId?: string | null }>) {
      const { kind, id = null, parentId = null } = action.payload;
      state.dialog = { ...closedDialog, kind, id, parentId, serial: state.dialog.serial + 1 };
    },
    dialogClosed(state) {
      state.dialog = { ...closedDialog, serial: state.dialog.serial };
    },
    saveRequested(state, _action: PayloadAction<SaveRequest>) {
      formSubmitting(state.dialog);
    },
    saveAccepted(state, _action: PayloadAction<{ kind: TypeKind; id: string; created: boolean }>) {
      state.dialog = { ...closedDialog, serial: state.dialog.serial };
    },
    /** 409 `types.title_taken` / `types.short_taken` carry the field; 422 the field errors. */
    saveRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.dialog, action.payload);
    },
    deleteRequested(state, action: PayloadAction<{ kind: TypeKind; id: string; version: number }>) {
      state.busy[action.payload.id] = true;
      state.refusal = null;
    },
    deleteAccepted(state, action: PayloadAction<{ kind: TypeKind; id: string }>) {
      const { kind, id } = action.payload;
      delete state.busy[id];
      if (kind !== 'claim') adapter.removeOne(state.lists[kind], id);
    },
    deleteRejected(state, action: PayloadAction<TypeRefusal>) {
      delete state.busy[action.payload.id];
      state.refusal = action.payload;
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(typesPushActions.listRequested, (state, action) => requestStarted(readOf(state, action.payload.kind)))
      // the type itself (null when deleted); claim types make the saga read the tree again
      .addCase(typesPushActions.viewPushed, (state, action) => {
        const kind = kindOfCollection(action.payload.collection);
        if (!kind || kind === 'claim' || state.lists[kind].status === 'idle') return;
        upsertIfNewer(adapter, state.lists[kind], action.payload as ViewChangedMessage<PrefixedTypeView>);
      });
  },
});

const entitySelectors = adapter.getSelectors();

export const typesActions = { ...types.actions, ...typesPushActions, ...offerRatesActions };

/** The reducer itself, with the offer rates under `rates`; the store holds it through index.ts (loaded on first use). */
export function typesSliceReducer(state: TypesState | undefined, action: UnknownAction): TypesState {
  const next = types.reducer(state, action);
  const rates = offerRatesReducer(next.rates, action);
  return rates === next.rates ? next : { ...next, rates };
}

type WithTypes = { types: TypesState };
export const selectTypeList = (kind: PrefixedKind) => (state: WithTypes) => state.types.lists[kind];
export const selectTypeRows = (state: WithTypes, kind: PrefixedKind): PrefixedTypeView[] => entitySelectors.selectAll(state.types.lists[kind]);
export const selectClaimTree = (state: WithTypes) => state.types.claims;
export const selectTypeDialog = (state: WithTypes) => state.types.dialog;
export const selectTypesBusy = (state: WithTypes) => state.types.busy;
export const selectTypeRefusal = (state: WithTypes) => state.types.refusal;
