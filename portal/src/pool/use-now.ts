import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` (for "goes to agencies in 3 h 20 min"). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
