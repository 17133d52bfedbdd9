import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { ProtocolEvent } from '../domain/protocol.events';
import { evolveProtocol, initialProtocolState, type ProtocolState } from '../domain/protocol.state';

/** Streams `protocol-<uuid>` in the protocol's account: the protocol, its watchers, comments and linked contacts. */
export const protocolAggregate = defineAggregate<ProtocolState, ProtocolEvent>({
  type: 'protocol',
  initialState: initialProtocolState,
  keepInMemory: true,
  // These streams hold only the events of PROTOCOL_EVENT_TYPES.
  evolve: (state, event) => evolveProtocol(state, event, { at: event.metadata.occurredAt, actorId: event.metadata.actorId }),
});
