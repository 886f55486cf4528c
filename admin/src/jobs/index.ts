import WorkIcon from '@mui/icons-material/Work';
import type { JobRow } from './job-types';
import { JobList } from './JobList';
import { JobShow } from './JobShow';

export { JobList } from './JobList';
export { JobShow } from './JobShow';

/** The shift requests resource, read-only: list at jobs, detail at jobs/{id}. */
export const jobs = {
  list: JobList,
  show: JobShow,
  icon: WorkIcon,
  recordRepresentation: (job: JobRow) => job.title,
};
