import type { ApiSchema } from '@medstaff/domain';

/** A row of GET /api/admin/jobs. */
export type JobRow = ApiSchema<'JobAdminRowDto'>;

/** An application as GET /api/admin/jobs/{id} lists it. */
export type JobApplication = ApiSchema<'JobAdminApplicationDto'>;

/** GET /api/admin/jobs/{id}: the row's fields, the codes with their names, dates, salaries, applications. */
export type JobDetail = ApiSchema<'JobAdminDetailDto'>;
