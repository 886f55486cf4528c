/** Visual password strength from the spec: up to 6 characters weak, 7 to 10 medium, longer strong. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PASSWORD_STRENGTH_THRESHOLDS = { weak: 6, medium: 10 } as const;

export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length <= PASSWORD_STRENGTH_THRESHOLDS.weak) return 'weak';
  if (length <= PASSWORD_STRENGTH_THRESHOLDS.medium) return 'medium';
  return 'strong';
}
