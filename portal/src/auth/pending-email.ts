/**
 * The address a confirmation email was just sent to. Sign-up passes it to the email-confirmation
 * page as navigation state and keeps it for the tab (sessionStorage), so a reload still shows it.
 */
const PENDING_EMAIL_KEY = 'medstaff.pendingConfirmationEmail';

export function rememberPendingEmail(email: string): void {
  try {
    window.sessionStorage.setItem(PENDING_EMAIL_KEY, email);
  } catch {
    // Storage disabled: the navigation state still carries the address.
  }
}

export function readPendingEmail(): string | undefined {
  try {
    return window.sessionStorage.getItem(PENDING_EMAIL_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Navigation state the auth pages pass each other. */
export interface AuthNavigationState {
  email?: string;
  /** email-confirmation: a new confirmation email has just been sent. forgot-password: a link was sent before. */
  sent?: boolean;
}

export function authNavigationState(state: unknown): AuthNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, sent } = state as Record<string, unknown>;
  return { email: typeof email === 'string' ? email : undefined, sent: sent === true };
}
