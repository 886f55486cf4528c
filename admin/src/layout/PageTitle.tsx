import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

const CONTAINER_ID = 'react-admin-title';

/**
 * The page's title in the app bar, as react-admin's <Title> shows it, without its
 * configurable variant (<PageTitleConfigurable>, for the preferences inspector the console does
 * not offer): that one brings MUI's text field, select and popover, which the dashboard would
 * otherwise load for its title alone (issue 27). `title` is a translation key or a text.
 */
export const PageTitle = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const [container, setContainer] = useState(() => document.getElementById(CONTAINER_ID));
  // The app bar may mount after the page: look again once mounted.
  useEffect(() => {
    setContainer((known) => (known && document.body.contains(known) ? known : document.getElementById(CONTAINER_ID)));
  }, []);
  if (!container) return null;
  return createPortal(
    <span>
      <span>{translate(title, { _: title })}</span>
    </span>,
    container,
  );
};
