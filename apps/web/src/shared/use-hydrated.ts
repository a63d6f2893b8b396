import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during server rendering and hydration, true after: what differs between server and browser
 * (stored choices, the browser's clock and time zone) renders only once this is true, so hydration
 * never mismatches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
