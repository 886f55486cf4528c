export { AssignmentList } from './AssignmentList';
export { AssignmentShow } from './AssignmentShow';
