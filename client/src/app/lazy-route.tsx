import { lazy, Suspense, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';

/**
 * A screen that loads on first use (it stays out of the login page's JavaScript): `load`
 * imports the module, `pick` names the component. Only components load lazily here; the
 * slices and sagas stay registered in the store from the start (features made with
 * lib/lazy-feature.ts load theirs on their first action).
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyRoute() {
    return (
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
            <CircularProgress />
          </Box>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
