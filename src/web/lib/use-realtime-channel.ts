import { useEffect, useEffectEvent } from 'react';
import { getRealtime, type RealtimeHandler } from './realtime';

/** Listens to a realtime channel while the component is mounted (null: not yet known). */
export function useRealtimeChannel(channel: string | null, onEvent: RealtimeHandler) {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!channel) return;
    return getRealtime().subscribe(channel, (event) => handle(event));
  }, [channel]);
}
