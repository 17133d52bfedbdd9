import type { Transport } from '../../lib/api/http';

/** What the session sagas need from the outside world; put into the saga context as `deps` (stubbed in tests). */
export interface SessionDeps {
  transport: Transport;
  navigate(to: string): void;
  /** Path + search of the page on screen (the `target` of a login redirect). */
  currentPath(): string;
  language(): string;
  clientVersion: string;
}

export const DEPS = 'deps';
