import type { PersonRole } from '@medstaff/domain';

/**
 * Everything a caller may be allowed to do with hospital data, in one enum. Controllers declare
 * one with `@RequireAccess`; `AccessPolicy` decides it for a user and a record.
 */
export enum Permission {
  JobCreate = 'job.create',
  JobRead = 'job.read',
  JobUpdate = 'job.update',
  JobDelete = 'job.delete',
  OrganisationJobsRead = 'organisation.jobs.read',
  FeedManage = 'feed.manage',
  ApplicationRead = 'application.read',
  ApplicationSelect = 'application.select',
}

const HOSPITAL: readonly PersonRole[] = ['ORG_ADMIN', 'ORG_SUB'];
/** The platform's operators may read, post, edit and delete any request (support), audited like everyone. */
const HOSPITAL_AND_OPERATOR: readonly PersonRole[] = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB'];

/**
 * The roles that can ever hold a permission; any other role answers 403 before any record is
 * looked at. Agencies get the job read permissions with the agency side (next issue). ADMIN may
 * work on any single request; the organisation lists are for members only.
 */
export const PERMISSION_ROLES: Readonly<Record<Permission, readonly PersonRole[]>> = {
  [Permission.JobCreate]: HOSPITAL_AND_OPERATOR,
  [Permission.JobRead]: HOSPITAL_AND_OPERATOR,
  [Permission.JobUpdate]: HOSPITAL_AND_OPERATOR,
  [Permission.JobDelete]: HOSPITAL_AND_OPERATOR,
  [Permission.OrganisationJobsRead]: HOSPITAL,
  [Permission.FeedManage]: HOSPITAL,
  [Permission.ApplicationRead]: HOSPITAL,
  [Permission.ApplicationSelect]: HOSPITAL,
};

export function roleMayHold(role: PersonRole, permission: Permission): boolean {
  return PERMISSION_ROLES[permission].includes(role);
}
