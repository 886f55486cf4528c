import request from 'supertest';
import type { PersonRole } from '@medstaff/domain';
import { Agency } from '../src/agencies/agency.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Department } from '../src/organisations/departments/department.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { bearerFor } from './admin-helpers';
import type { TestApp } from './test-app';

let counter = 0;
const tag = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
};

/** A Berlin wall-clock time in November (CET, UTC+1) as ms. */
export const berlinMs = (iso: string): number => Date.parse(`${iso}+01:00`);

/** A hospital with two departments. */
export interface Hospital {
  organisation: Organisation;
  station: Department;
  otherStation: Department;
}

export async function createHospital(testApp: TestApp, name = 'Klinikum'): Promise<Hospital> {
  const manager = testApp.dataSource.manager;
  const organisation = await manager.save(
    manager.create(Organisation, {
      name: `${name} ${tag()}`,
      address: 'Hauptstraße 1',
      postcode: '10115',
      country: 'DE',
    }),
  );
  const station = await manager.save(
    manager.create(Department, { organisationId: organisation.id, name: 'Intensiv', defaultSkills: [] }),
  );
  const otherStation = await manager.save(
    manager.create(Department, { organisationId: organisation.id, name: 'Chirurgie', defaultSkills: [] }),
  );
  return { organisation, station, otherStation };
}

/** A signed-in ORG_ADMIN of the organisation (confirmed unless told otherwise). */
export async function orgAdmin(testApp: TestApp, organisation: Organisation, confirmed = true) {
  const caller = await bearerFor(testApp, 'ORG_ADMIN');
  await testApp.dataSource.manager.insert(OrganisationMembership, {
    organisationId: organisation.id,
    personId: caller.person.id,
    confirmedAt: confirmed ? new Date() : null,
  });
  return caller;
}

/** A signed-in ORG_SUB of the department. */
export async function departmentUser(testApp: TestApp, department: Department) {
  const caller = await bearerFor(testApp, 'ORG_SUB');
  await testApp.dataSource.manager.insert(DepartmentMembership, {
    departmentId: department.id,
    personId: caller.person.id,
    kind: 'USER',
  });
  return caller;
}

export async function signedIn(testApp: TestApp, role: PersonRole) {
  return bearerFor(testApp, role);
}

/** A valid nurse request body for the department. */
export function nurseBody(hospital: Hospital, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'NURSE',
    title: 'Nachtdienst Intensiv',
    desc: 'Beatmung',
    dates: [
      {
        date: {
          startDate: berlinMs('2026-11-02T05:30'),
          endDate: berlinMs('2026-11-02T19:30'),
          activity: '05:30–19:30',
        },
        type: 'Neue_Dienstanfrage',
      },
    ],
    skills: 'Intensiv, Beatmung',
    orig_dept: hospital.station.id,
    organisation: hospital.organisation.id,
    jobType: 'Tagdienst',
    timeLimit: 0,
    state: 'internal_adv',
    applicants: [],
    orig_submission: '',
    ...overrides,
  };
}

/** A valid doctor request body for the organisation (no department). */
export function doctorBody(hospital: Hospital, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'DOCTOR',
    title: 'Vertretung Neurologie',
    dates: [
      {
        date: { startDate: berlinMs('2026-11-10T12:00'), endDate: berlinMs('2026-11-20T12:00'), activity: '' },
        type: 'vertretungsarzt',
      },
    ],
    organisation: hospital.organisation.id,
    field: 'Neurologie',
    jobOperation: 'Station',
    payment: '',
    salary: [
      { activity: 'Aktiv', cost: 95 },
      { activity: 'Passiv', cost: 45.5 },
    ],
    subtitle: 'Zwei Wochen',
    accomodation: true,
    ...overrides,
  };
}

export function postJob(testApp: TestApp, header: string, body: object) {
  return request(testApp.http).post('/api/job').set('Authorization', header).send(body);
}

/** Adds an application (from a fresh agency) to a request. */
export async function addApplicant(
  testApp: TestApp,
  jobRequestId: number,
  state: 'applied' | 'selected',
  applicantName = 'Erika Mustermann',
): Promise<Application> {
  const manager = testApp.dataSource.manager;
  const agency = await manager.save(
    manager.create(Agency, {
      name: `Agentur ${tag()}`,
      address: 'Weg 1',
      postcode: '10117',
      country: 'DE',
      permitAuthority: 'Bundesagentur für Arbeit',
      permitIssuedOn: '2020-01-01',
    }),
  );
  return manager.save(
    manager.create(Application, { jobRequestId, agencyId: agency.id, applicantName, hourlyRate: '60.00', state }),
  );
}
