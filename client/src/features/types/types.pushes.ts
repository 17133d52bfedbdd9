import { createAction } from '@reduxjs/toolkit';
import type { TypeKind } from '@kollab/contracts/types/type-rules';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import type { EntityState } from '@reduxjs/toolkit';
import type { ErrorCode } from '@kollab/contracts/errors/error-codes';
import type { ContactFormView } from '@kollab/contracts/contacts/contact.views';
import type { ClaimTypeNode, ContactTypeView, OfferTypeView, ProtocolTypeView, TaskTypeView } from '@kollab/contracts/types/type.views';
import type { OfferRatesView } from '@kollab/contracts/offers/offer.views';
import type { FormStatus, RequestStatus } from '../../lib/request-status';

/** The kinds listed flat with a prefix: contact, task, protocol and offer types. */
export type PrefixedKind = Exclude<TypeKind, 'claim'>;
export type PrefixedTypeView = ContactTypeView | TaskTypeView | ProtocolTypeView | OfferTypeView;
type TypeList = EntityState<PrefixedTypeView, string> & { status: RequestStatus };

/** A refused deletion, shown above its list: the server's count of items using the type (`errors.usage`), or its message. */
export interface TypeRefusal {
  kind: TypeKind;
  id: string;
  code: ErrorCode;
  text: string | null;
}

export interface TypesState {
  lists: Record<PrefixedKind, TypeList>;
  claims: { status: RequestStatus; roots: ClaimTypeNode[] };
  /** The create/edit dialog of any kind; `parentId`: where a new claim type goes. */
  dialog: {
    kind: TypeKind | null;
    id: string | null;
    parentId: string | null;
    status: FormStatus;
    error: ErrorCode | null;
    fieldErrors: Record<string, string[]> | null;
    serial: number;
  };
  busy: Record<string, true>;
  refusal: TypeRefusal | null;
  /**
   * The hourly rates of offers (GET/PUT v1/account_manager/offer_rates), edited on their own
   * tab. Left out of the initial state on purpose: this file is in the login page's
   * JavaScript, and the rates' reducer (offer-rates.slice.ts, loaded lazily) gives their
   * initial state with the first action it sees; read them with `selectOfferRates`.
   */
  rates?: OfferRatesState;
}

/** The account's hourly rates as the rates tab shows and saves them. */
export interface OfferRatesState {
  status: RequestStatus;
  view: OfferRatesView | null;
  save: { status: FormStatus; error: ErrorCode | null; fieldErrors: Record<string, string[]> | null };
}

/**
 * The manager's builder of the contact detail form schema: the schema as saved (GET
 * v1/account_manager/contact_form); the draft stays in the screen until it is saved.
 */
export interface FormBuilderState {
  status: RequestStatus;
  form: ContactFormView | null;
  save: { status: FormStatus; error: ErrorCode | null; fieldErrors: Record<string, string[]> | null };
}

/**
 * The kinds listed flat, as a list, on the manager's types tab (offer types only with the
 * offers app: TypesPanel's `offers`); a reconnect reads again those that were read.
 */
export const PREFIXED_KINDS: readonly PrefixedKind[] = ['contact', 'task', 'protocol', 'offer'];

const emptyList = () => ({ ids: [], entities: {}, status: 'idle' as const });

/** The states before the feature loaded (and after a logout). */
export const initialTypesState: TypesState = {
  lists: { contact: emptyList(), task: emptyList(), protocol: emptyList(), offer: emptyList() },
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
export const typesPushActions = {
  listRequested: createAction<{ kind: TypeKind }>('types/listRequested'),
  /** Pushed `types/typesChanged`: `collection` names the kind's list, `view` the type (null when deleted). */
  viewPushed: createAction<ViewChangedMessage>('types/viewPushed'),
};

export const formBuilderPushActions = {
  loadRequested: createAction('formBuilder/loadRequested'),
  /** Pushed `contacts/contactFormChanged`: the account's schema. */
  viewPushed: createAction<ViewChangedMessage>('formBuilder/viewPushed'),
};
