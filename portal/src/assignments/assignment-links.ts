import { isHospitalRole, type Language, type PersonRole } from '@medstaff/domain';

/** Where the link of an assignment's mail (`/{lang}/assignments/{id}`) leads, by the reader's role. */
export interface AssignmentDestination {
  path: string;
  /** The console is another app on this origin: a full page load. */
  fullPage: boolean;
}

/**
 * The page that shows assignment `id` to a person of `role`: the hospital's and the agency's
 * Einsätze with its detail open, the worker's Meine Einsätze, the console's read-only page. One
 * link works for everyone a mail reaches, so a forwarded mail still opens the right page.
 */
export function assignmentDestination(role: PersonRole, language: Language, id: number): AssignmentDestination {
  if (role === 'ADMIN') return { path: `/${language}/admin/assignments/${id}/show`, fullPage: true };
  if (isHospitalRole(role)) return { path: `/${language}/hospital/assignments?assignment=${id}`, fullPage: false };
  if (role === 'AGENCY') return { path: `/${language}/agency/assignments?assignment=${id}`, fullPage: false };
  return { path: `/${language}/shifts/assignments`, fullPage: false };
}
