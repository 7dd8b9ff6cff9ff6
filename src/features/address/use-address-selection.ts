import { useEffect, useRef } from 'react';
import Taro from '@tarojs/taro';
import type { Address } from './types';

/**
 * Choosing a delivery address for another page (the gift exchange). That page opens the address
 * list with `?select=1` and listens with useAddressSelection; a tap on a card there sends the
 * address on this event and goes back. An event rather than storage: nothing is left behind
 * when the visitor backs out without choosing.
 */
export const ADDRESS_SELECTED_EVENT = 'address:selected';

/** The query that opens the address list in selection mode. */
export const ADDRESS_SELECT_QUERY = { select: 1 } as const;

export function emitAddressSelected(address: Address): void {
  Taro.eventCenter.trigger(ADDRESS_SELECTED_EVENT, address);
}

/** Calls `onSelect` with the address chosen on the list, for as long as the caller is mounted. */
export function useAddressSelection(onSelect: (address: Address) => void): void {
  const latest = useRef(onSelect);
  latest.current = onSelect;
  useEffect(() => {
    const handler = (address: Address) => latest.current(address);
    Taro.eventCenter.on(ADDRESS_SELECTED_EVENT, handler);
    return () => {
      Taro.eventCenter.off(ADDRESS_SELECTED_EVENT, handler);
    };
  }, []);
}
