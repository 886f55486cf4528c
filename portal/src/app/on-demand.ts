import { lazy, useId, useState, type ComponentType, type MouseEvent } from 'react';

/**
 * A part loaded on first use (issue 12, "First loads"): the top bar's menus load their popups
 * when first opened, or a little earlier when the pointer or the focus reaches their button
 * (`preload`), so the signed-in shell's first load carries no Menu, Popover or Modal for them;
 * sign-up's organisation type-ahead loads beside the page instead of before it. A failed load is
 * tried again by the next `preload` or render.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload: () => void preload().catch(() => undefined) };
}

/**
 * The state and the button props of a menu whose popup loads on demand: the anchor (open while
 * set), whether it was ever opened (the popup stays mounted for its closing transition), the ids
 * that tie button and menu together, and the button's handlers and ARIA attributes.
 */
export function useOnDemandMenu(popup: { preload: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const buttonProps = {
    id: buttonId,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget);
      setOpened(true);
    },
    onPointerEnter: popup.preload,
    onFocus: popup.preload,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? (true as const) : undefined,
  };
  return { anchor, close: () => setAnchor(null), opened, menuId, buttonId, buttonProps };
}
