import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter that names a detail screen's open tab: `agencies/7?tab=history`. */
export const TAB_PARAMETER = 'tab';

/**
 * The open tab of a detail screen, kept in the URL's query (`?tab=users`) so that a reload, a
 * shared link or a language switch (which keeps the query) opens the same tab. The first tab is
 * the default and leaves the URL without the parameter; an unknown value shows the first tab.
 * Changing tab replaces the history entry, so Back leaves the screen rather than walking tabs.
 */
export function useUrlTab<Tab extends string>(tabs: readonly Tab[]): [Tab, (tab: Tab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAMETER);
  const current = tabs.find((tab) => tab === requested) ?? tabs[0];
  const select = useCallback(
    (tab: Tab) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (tab === tabs[0]) next.delete(TAB_PARAMETER);
          else next.set(TAB_PARAMETER, tab);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, tabs],
  );
  return [current, select];
}
