import { screen, waitFor, within } from '@testing-library/react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input, select or textarea labelled exactly `label` (a required field's asterisk allowed). */
export function fieldByLabel(label: string, container?: HTMLElement): HTMLElement {
  const queries = container ? within(container) : screen;
  return queries.getByLabelText(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`), {
    selector: 'input, select, textarea',
  });
}

/** Waits for the field labelled `label` (the first render of a route may take a tick). */
export function findFieldByLabel(label: string): Promise<HTMLElement> {
  return waitFor(() => fieldByLabel(label));
}
