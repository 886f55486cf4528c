import type { SessionUser } from '@medstaff/domain';
import Avatar from '@mui/material/Avatar';

export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || user.email.charAt(0).toUpperCase();
}

/** The placeholder avatar: the user's initials on the brand colour. Decorative: the name is beside it. */
export function UserAvatar({ user, size = 40 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar
      aria-hidden="true"
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}

export function fullNameOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}
