import { useEffect, useState } from 'react';

/** The time now, in ms, read again every `everyMs` (ages and late marks follow the clock). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
