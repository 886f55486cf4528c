import type { RaRecord } from 'react-admin';
import type { ApplicationState, JobDateMode, JobKind, JobState } from '@medstaff/domain';

/** A row of GET /api/admin/jobs. */
export interface JobRow extends RaRecord {
  id: number;
  kind: JobKind;
  state: JobState;
  title: string;
  organisationId: number;
  organisationName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  firstDate: string | null;
  lastDate: string | null;
  applicationsCount: number;
  createdAt: string;
  releasedAt: string | null;
  filledAt: string | null;
}

export interface JobApplication {
  id: number;
  candidateName: string;
  agencyId: number | null;
  agencyName: string | null;
  hourlyRate: string;
  state: ApplicationState;
  createdAt: string;
  documents: { cv: boolean; licence: boolean; diploma: boolean };
}

/** GET /api/admin/jobs/{id}. */
export interface JobDetail extends JobRow {
  subtitle: string | null;
  description: string | null;
  organisationAddress: string | null;
  positionCode: string | null;
  fieldCode: string | null;
  jobType: string;
  shiftType: string | null;
  contractType: string;
  /** The names of the codes above in both languages (null: no list has the code). */
  names: Record<'position' | 'field' | 'jobType' | 'shiftType' | 'contractType', { de: string; en: string } | null>;
  skills: string[];
  dateMode: JobDateMode;
  timeLimit: number;
  jobOperation: string | null;
  payment: string | null;
  accommodation: boolean;
  releaseDueAt: string | null;
  updatedAt: string;
  dates: { id: number; startAt: string; endAt: string | null; activities: string[]; type: string }[];
  salaries: { activity: string; cost: string }[];
  applications: JobApplication[];
}
