import { useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';

/**
 * Asks before leaving a form with unsaved changes, as react-admin's `warnWhenUnsavedChanges`
 * does for its own forms: navigation inside the app is held by the data router's blocker (the
 * user confirms or stays), and closing or reloading the tab gets the browser's own warning.
 */
const Blocker = ({ dirty }: { dirty: boolean }) => {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!dirty || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker is not stable across renders; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, dirty, translate]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);

  return null;
};

/** Renders the blocker only where the router can block (the app's data router; not every test router). */
export const WarnWhenDirty = ({ dirty }: { dirty: boolean }) => (useCanBlock() ? <Blocker dirty={dirty} /> : null);
