/** Data a page shows: loading, loaded or failed; loaded at once when it is already here (prerendered, cached). */
import { useEffect, useRef, useState } from 'react';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | ({ status: 'loaded' } & T);

/**
 * `known` gives the data if it is already here (read once, for the first render: the prerendered markup);
 * otherwise `load` fetches it after the first render. A page is mounted anew for each path, so its inputs
 * never change under it.
 */
export function useLoadable<T extends object>(known: () => T | undefined, load: () => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>(() => {
    const data = known();
    return data ? { status: 'loaded', ...data } : { status: 'loading' };
  });
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loader.current().then(
      (data) => live && setState({ status: 'loaded', ...data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [state.status]);
  return state;
}
