/** What a limit's key is made of (the parts are lower-cased and hashed before they reach a store). */
export type ThrottleKeyKind =
  'account' | 'address' | 'account+address' | 'account+device' | 'target email' | 'sender email';

export interface ThrottleLimit {
  /** Attempts allowed per window; the next one is refused. */
  points: number;
  /** Length of the window in seconds: a fixed window that starts with the key's first point. */
  windowSeconds: number;
  key: ThrottleKeyKind;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit of the API, declared once. Addresses are the client's IP address as Express sees
 * it (`TRUST_PROXY` decides whether `X-Forwarded-For` counts). docs/decisions.md ("Security")
 * explains the choices.
 */
export const THROTTLE_LIMITS = {
  /**
   * Failed sign-ins of one account from one address, for clients without the account's device
   * cookie. Reserved first, so a burst costs the account only this many.
   */
  'login.pair': { points: 10, windowSeconds: 15 * MINUTE, key: 'account+address' },
  /**
   * Failed sign-ins of one account from all addresses (distributed guessing), for clients without
   * the account's device cookie. Known addresses skip it.
   */
  'login.account': { points: 50, windowSeconds: 15 * MINUTE, key: 'account' },
  /**
   * Failed sign-ins from one address over all accounts, unknown emails included (password
   * spraying). Beyond it the address is refused only for accounts that never signed in there:
   * colleagues behind the same address whose account did, or who bring a device cookie, go on.
   */
  'login.address': { points: 100, windowSeconds: 15 * MINUTE, key: 'address' },
  /**
   * Failed sign-ins of one account from one device that signed in to it before (its signed device
   * cookie): that device's own allowance, untouched by attacks from elsewhere (OWASP's device cookies).
   */
  'login.device': { points: 10, windowSeconds: 15 * MINUTE, key: 'account+device' },
  /**
   * Not a limit but a memory: an address the account signed in from successfully, which then
   * bypasses `login.account`. 14 days (in-memory timers cannot run longer than 24.8 days).
   */
  'login.knownAddress': { points: 1, windowSeconds: 14 * DAY, key: 'account+address' },
  /** Password-reset mails to one address; beyond it the answer is the same and nothing is sent. */
  'passwordReset.target': { points: 3, windowSeconds: HOUR, key: 'target email' },
  /** Password-reset requests from one address (429). */
  'passwordReset.address': { points: 20, windowSeconds: HOUR, key: 'address' },
  /** Resent confirmation mails to one address; beyond it the answer is the same and nothing is sent. */
  'confirmationResend.target': { points: 3, windowSeconds: HOUR, key: 'target email' },
  /** Requests to resend a confirmation from one address (429). */
  'confirmationResend.address': { points: 20, windowSeconds: HOUR, key: 'address' },
  /** Sign-ups for one email address (429). */
  'registration.target': { points: 3, windowSeconds: HOUR, key: 'target email' },
  /** Sign-ups from one address (429): a hospital's colleagues behind one address still fit. */
  'registration.address': { points: 30, windowSeconds: HOUR, key: 'address' },
  /** Invitations mailed to one address (429). Administrators are trusted, so no limit per address. */
  'invitation.target': { points: 5, windowSeconds: HOUR, key: 'target email' },
  /** Candidates an agency user invites from the apply form (429). */
  'invitation.agencyUser': { points: 30, windowSeconds: HOUR, key: 'account' },
  /** Enquiries from the public site per address (429). */
  'enquiry.address': { points: 5, windowSeconds: HOUR, key: 'address' },
  /** Enquiries from the public site per sender email (429). */
  'enquiry.sender': { points: 5, windowSeconds: HOUR, key: 'sender email' },
  /** Tracking events (`POST /api/events`) per address (429). */
  'siteEvent.address': { points: 60, windowSeconds: MINUTE, key: 'address' },
} as const satisfies Record<string, ThrottleLimit>;

export type ThrottleName = keyof typeof THROTTLE_LIMITS;
