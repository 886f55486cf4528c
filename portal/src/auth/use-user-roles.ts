import { USER_ROLES, type UserRole } from '@medstaff/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useApiClient } from '../api/use-api-client';
import { fetchUserRoles } from './auth-api';

/**
 * The user-role list from GET /user-roles, loaded once when the sign-up opens. Should the call
 * fail, the ids every app agrees on (domain USER_ROLES) stand in.
 */
export function useUserRoles(): () => Promise<readonly UserRole[]> {
  const client = useApiClient();
  const request = useRef<Promise<readonly UserRole[]> | null>(null);

  const getUserRoles = useCallback(() => {
    request.current ??= fetchUserRoles(client).then((result) => result.data?.userRoles ?? USER_ROLES);
    return request.current;
  }, [client]);

  useEffect(() => {
    void getUserRoles();
  }, [getUserRoles]);

  return getUserRoles;
}
