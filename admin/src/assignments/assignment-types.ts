import type { AssignmentWire } from '@medstaff/domain';

/** An assignment as the console keeps it: the API's answer with react-admin's `id`. */
export type AssignmentRecord = AssignmentWire & { id: number };
