import { sessionFromLogin, type SessionUser } from '@medstaff/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiResult } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { pageNavigation } from './page-navigation';
import { fetchCurrentUser, requestLogin, requestLogout } from './session-api';
import { clearSession, readSession, subscribeToSession, writeSession } from './session-storage';

export interface SessionContextValue {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True once logout() has started: the page is on its way to the home page. */
  isSigningOut: boolean;
  /** Signs in and stores the session; the caller decides where to go next. */
  login(email: string, password: string): Promise<ApiResult<SessionUser>>;
  /** Revokes the session on the server (failures ignored), forgets it and goes to the home page. */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The session of the portal. It starts from the stored session (shared with the site and the
 * admin console) and, once per page load, asks the server whether the session cookie is still good:
 * the answer refreshes the user's fields, UNAUTHENTICATED clears the session (the API client does
 * that).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const language = useLanguage();
  const translate = useTranslate();
  const [user, setUser] = useState<SessionUser | null>(() => readSession());
  const [isSigningOut, setIsSigningOut] = useState(false);
  const restoreStarted = useRef(false);

  useEffect(() => subscribeToSession(() => setUser(readSession())), []);

  useEffect(() => {
    // Once per page load (a ref, not an effect flag: React's strict mode runs effects twice).
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    const stored = readSession();
    if (!stored) return;
    void fetchCurrentUser(client).then((result) => {
      const current = readSession();
      // UNAUTHENTICATED has already cleared the session; a network failure keeps it until the server answers.
      // Another sign-in meanwhile (another tab, another expiry) keeps its own fields.
      if (!result.data?.user || current?.id !== stored.id || current.expiresAt !== stored.expiresAt) return;
      writeSession({ ...current, ...result.data.user, expiresAt: current.expiresAt });
    });
  }, [client]);

  const login = useCallback(
    async (email: string, password: string): Promise<ApiResult<SessionUser>> => {
      const result = await requestLogin(client, email, password);
      if (result.error) return { error: result.error };
      // The token in the body is for API clients: the browser keeps the HttpOnly cookie of the answer.
      const { user: fields, expires_in: expiresIn } = result.data ?? {};
      if (!fields || typeof expiresIn !== 'number') {
        return { error: { message: translate('error.unexpected'), code: 'INTERNAL_ERROR' } };
      }
      const sessionUser = sessionFromLogin({ user: fields, expires_in: expiresIn }, Date.now());
      writeSession(sessionUser);
      return { data: sessionUser };
    },
    [client, translate],
  );

  const logout = useCallback(async () => {
    setIsSigningOut(true);
    if (readSession()) await requestLogout(client);
    clearSession();
    pageNavigation.assign(`/${language}`);
  }, [client, language]);

  const value = useMemo<SessionContextValue>(
    () => ({ user, isAuthenticated: user !== null, isSigningOut, login, logout }),
    [user, isSigningOut, login, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession needs a SessionProvider above it.');
  return context;
}
