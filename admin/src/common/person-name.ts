/** What a person record may carry to be named on screen (react-admin records type them loosely). */
export interface NamedPerson {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  [field: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * How a person is named in titles, the app bar and breadcrumbs: first and last name, or the email
 * for someone who has no name yet (an invited person), never an empty text when there is an email.
 */
export function nameOrEmail(person: NamedPerson | null | undefined): string {
  if (!person) return '';
  const name = [text(person.firstName), text(person.lastName)].filter((part) => part !== '').join(' ');
  return name !== '' ? name : text(person.email);
}
