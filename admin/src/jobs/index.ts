export { JobList } from './JobList';
export { JobShow } from './JobShow';
