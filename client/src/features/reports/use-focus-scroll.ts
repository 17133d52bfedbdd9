import { useEffect, useRef } from 'react';

/** The DOM id of a run's or export's row (the mail links' target). */
export const rowId = (list: 'runs' | 'exports', id: string) => `report-${list}-${id}`;

/** Scrolls the linked row into view once it is on screen (once per link). */
export function useFocusScroll(elementId: string | null, shown: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!elementId || !shown || done.current === elementId) return;
    const element = document.getElementById(elementId);
    if (!element) return;
    done.current = elementId;
    // jsdom has no scrolling
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [elementId, shown]);
}
