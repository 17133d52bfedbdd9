import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lookupsActions } from './lookups';
import { lookupShown, selectLookup, type Lookup, type WithLookups } from './lookups.api';
import type { RequestStatus } from './request-status';

/**
 * Keeps `lookup` read while the screen is mounted, once for every screen that shows it (null:
 * none, e.g. for portal users); `fresh`: read again when the screen opens. Its data (undefined
 * before the first answer), its status and a retry.
 */
export function useLookup<T>(lookup: Lookup<T> | null, { fresh = false }: { fresh?: boolean } = {}) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!lookup) return undefined;
    dispatch(lookupShown(lookup, fresh));
    return () => {
      dispatch(lookupsActions.hidden(lookup.key));
    };
  }, [dispatch, lookup, fresh]);
  const data = useSelector((state: WithLookups) => (lookup ? selectLookup(state, lookup) : undefined));
  const status = useSelector((state: WithLookups): RequestStatus => (lookup ? (state.lookups[lookup.key]?.status ?? 'idle') : 'idle'));
  return {
    data,
    status,
    retry() {
      if (lookup) dispatch(lookupsActions.retried(lookup.key));
    },
  };
}
