import { useEffect, useState } from 'react';
import type { PresenceKind, PresenceViewer } from '@kollab/contracts';
import { watchPresence } from './presence-link';

const NOBODY: readonly PresenceViewer[] = [];

/**
 * Presence of the item on screen: joins on mount, leaves on unmount or when the id changes,
 * and returns who views it now (self included). It talks through the realtime feature's
 * connected socket (presence-link.ts) and joins again after every reconnect.
 */
export function usePresence(kind: PresenceKind, id: string): readonly PresenceViewer[] {
  const [viewers, setViewers] = useState<{ key: string; list: readonly PresenceViewer[] }>({ key: '', list: NOBODY });
  const key = `${kind}:${id}`;
  useEffect(() => {
    if (!id) return undefined;
    return watchPresence({ kind, id }, (list) => setViewers({ key: `${kind}:${id}`, list }));
  }, [kind, id]);
  return viewers.key === key ? viewers.list : NOBODY;
}
