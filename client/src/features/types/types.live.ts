import { createAction } from '@reduxjs/toolkit';
import type { TypeKind } from '@kollab/contracts/types/type-rules';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { FormBuilderState } from './form-builder.slice';
import type { PrefixedKind, TypesState } from './types.slice';

/** The kinds listed flat with a prefix: contact, task and protocol types. */
export const PREFIXED_KINDS: readonly PrefixedKind[] = ['contact', 'task', 'protocol'];

const emptyList = () => ({ ids: [], entities: {}, status: 'idle' as const });

/** The states before the feature loaded (and after a logout). */
export const initialTypesState: TypesState = {
  lists: { contact: emptyList(), task: emptyList(), protocol: emptyList() },
  claims: { status: 'idle', roots: [] },
  dialog: { kind: null, id: null, parentId: null, status: 'idle', error: null, fieldErrors: null, serial: 0 },
  busy: {},
  refusal: null,
};

export const initialFormBuilderState: FormBuilderState = {
  status: 'idle',
  form: null,
  save: { status: 'idle', error: null, fieldErrors: null },
};

/** The actions the app dispatches before the screens loaded: live pushes and re-reads after a reconnect. */
export const typesLiveActions = {
  listRequested: createAction<{ kind: TypeKind }>('types/listRequested'),
  /** Pushed `types/typesChanged`: `collection` names the kind's list, `view` the type (null when deleted). */
  viewPushed: createAction<ViewChangedMessage>('types/viewPushed'),
};

export const formBuilderLiveActions = {
  loadRequested: createAction('formBuilder/loadRequested'),
  /** Pushed `contacts/contactFormChanged`: the account's schema. */
  viewPushed: createAction<ViewChangedMessage>('formBuilder/viewPushed'),
};
