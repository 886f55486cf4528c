import type { MyDepartment, MyOrganisation } from '../jobs/jobs-api';

/**
 * The departments the calendar can be narrowed to: those of the user's confirmed organisations
 * (a department user's own), named with their organisation when there are several.
 */
export function calendarDepartmentsOf(organisations: readonly MyOrganisation[]): MyDepartment[] {
  const confirmed = organisations.filter((organisation) => organisation.confirmed);
  return confirmed.flatMap((organisation) =>
    organisation.departments.map((department) => ({
      _id: department._id,
      name: confirmed.length > 1 ? `${department.name} (${organisation.name})` : department.name,
    })),
  );
}
