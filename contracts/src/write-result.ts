/**
 * What every command answers: the item's stream version after the write and the
 * global position of its last event. `stale: true` (HTTP 202) means the read models
 * had not reached `position` within the wait; read again with `?minPosition=`.
 */
export interface WriteResult {
  id: string;
  version: number;
  position: number;
  stale?: boolean;
}
