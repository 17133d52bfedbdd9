// The contract types the protocols tests read answers as.
export type { ProtocolListView, ProtocolView, PortalProtocolView, WriteResult } from '@kollab/contracts';
export type { HistoryEntry as HistoryEntryView } from '@kollab/server/core/history/item-history';
