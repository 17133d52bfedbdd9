// The replayable history of event-sourced items (core/history on the server).
export * from './history-entry';
