import type { PersonRole } from '@medstaff/domain';
import { AgencyMembership } from '../../src/agencies/agency-membership.entity';
import { Agency } from '../../src/agencies/agency.entity';
import { DepartmentMembership } from '../../src/organisations/departments/department-membership.entity';
import { Department } from '../../src/organisations/departments/department.entity';
import { JobDate } from '../../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../../src/marketplace/jobs/job-request.entity';
import { OrganisationMembership } from '../../src/organisations/organisation-membership.entity';
import { Organisation } from '../../src/organisations/organisation.entity';
import { Person } from '../../src/people/person.entity';
import { uniqueEmail, type TestApp } from '../test-app';

/** A hospital with one department, or an agency: the tenants whose records roles may reach. */
export interface OrganisationTenant {
  organisation: Organisation;
  department: Department;
  /** A shift request of the department, with one date in November 2026. */
  job: JobRequest;
}

/** Records the generated suites act on; each run creates its own. */
export interface TenantFixtures {
  /** The tenants the signed-in hospital and agency users belong to. */
  ownOrganisation: OrganisationTenant;
  ownAgency: Agency;
  /** Tenants nobody signed in belongs to: their records must answer 404 to tenant roles. */
  otherOrganisation: OrganisationTenant;
  otherAgency: Agency;
  /** A plain user (changed and deleted by the suites in place of anyone who signs in). */
  person: Person;
  /** A user and a customer of `ownAgency`: the rows of the agency-users and agency-customers lists. */
  agencyUser: AgencyMembership;
  agencyCustomer: AgencyMembership;
  /** Members of `ownOrganisation` and its department: the rows of the organisation and department member lists. */
  organisationUser: OrganisationMembership;
  departmentUser: DepartmentMembership;
  departmentCustomer: DepartmentMembership;
}

let counter = 0;
const tag = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
};

export async function createPerson(testApp: TestApp, role: PersonRole, prefix = role.toLowerCase()): Promise<Person> {
  const persons = testApp.dataSource.getRepository(Person);
  return persons.save(
    persons.create({
      email: uniqueEmail(prefix),
      role,
      status: 'ACTIVE',
      emailConfirmedAt: new Date(),
      firstName: 'Fuzz',
      lastName: `Person ${tag()}`,
    }),
  );
}

async function createOrganisation(testApp: TestApp, name: string): Promise<OrganisationTenant> {
  const manager = testApp.dataSource.manager;
  const organisation = await manager.save(
    manager.create(Organisation, {
      name: `${name} ${tag()}`,
      address: 'Hauptstraße 1',
      postcode: '10115',
      country: 'DE',
    }),
  );
  const department = await manager.save(
    manager.create(Department, { organisationId: organisation.id, name: 'Anästhesie', defaultSkills: ['ITS'] }),
  );
  const job = await manager.save(
    manager.create(JobRequest, {
      organisationId: organisation.id,
      departmentId: department.id,
      kind: 'NURSE',
      state: 'internal_adv',
      title: `Frühdienst ${name}`,
      skills: [],
    }),
  );
  await manager.insert(JobDate, {
    jobRequestId: job.id,
    organisationId: organisation.id,
    departmentId: department.id,
    startAt: new Date(Date.UTC(2026, 10, 16, 5)),
    endAt: new Date(Date.UTC(2026, 10, 16, 13)),
    activities: [],
  });
  return { organisation, department, job };
}

async function createAgency(testApp: TestApp, name: string): Promise<Agency> {
  const manager = testApp.dataSource.manager;
  return manager.save(
    manager.create(Agency, {
      name: `${name} ${tag()}`,
      address: 'Friedrichstraße 68',
      postcode: '10117',
      city: 'Berlin',
      country: 'DE',
      url: 'https://agency.example',
      permitAuthority: 'Bundesagentur für Arbeit',
      permitIssuedOn: '2020-01-01',
    }),
  );
}

export async function createTenantFixtures(testApp: TestApp): Promise<TenantFixtures> {
  const manager = testApp.dataSource.manager;
  const ownOrganisation = await createOrganisation(testApp, 'Klinikum Eigen');
  const otherOrganisation = await createOrganisation(testApp, 'Klinikum Fremd');
  const ownAgency = await createAgency(testApp, 'Agentur Eigen');
  const otherAgency = await createAgency(testApp, 'Agentur Fremd');
  const person = await createPerson(testApp, 'USER', 'victim');
  const agencyUser = await manager.save(
    manager.create(AgencyMembership, {
      agencyId: ownAgency.id,
      personId: (await createPerson(testApp, 'AGENCY', 'agency.user')).id,
      kind: 'USER',
    }),
  );
  const agencyCustomer = await manager.save(
    manager.create(AgencyMembership, {
      agencyId: ownAgency.id,
      personId: (await createPerson(testApp, 'USER', 'agency.customer')).id,
      kind: 'CUSTOMER',
    }),
  );
  // Records of the other tenants, so lists and lookups across tenants have something to leak.
  await manager.save(
    manager.create(AgencyMembership, {
      agencyId: otherAgency.id,
      personId: (await createPerson(testApp, 'USER', 'other.customer')).id,
      kind: 'CUSTOMER',
    }),
  );
  await manager.save(
    manager.create(DepartmentMembership, {
      departmentId: otherOrganisation.department.id,
      personId: (await createPerson(testApp, 'ORG_SUB', 'other.department')).id,
      kind: 'USER',
    }),
  );
  const organisationUser = await manager.save(
    manager.create(OrganisationMembership, {
      organisationId: ownOrganisation.organisation.id,
      personId: (await createPerson(testApp, 'ORG_ADMIN', 'organisation.user')).id,
      confirmedAt: null,
    }),
  );
  const departmentUser = await manager.save(
    manager.create(DepartmentMembership, {
      departmentId: ownOrganisation.department.id,
      personId: (await createPerson(testApp, 'ORG_SUB', 'department.user')).id,
      kind: 'USER',
    }),
  );
  const departmentCustomer = await manager.save(
    manager.create(DepartmentMembership, {
      departmentId: ownOrganisation.department.id,
      personId: (await createPerson(testApp, 'USER', 'department.customer')).id,
      kind: 'CUSTOMER',
    }),
  );
  return {
    ownOrganisation,
    otherOrganisation,
    ownAgency,
    otherAgency,
    person,
    agencyUser,
    agencyCustomer,
    organisationUser,
    departmentUser,
    departmentCustomer,
  };
}

/**
 * Makes a signed-in person a member of the own tenant of their role: hospital roles of the own
 * organisation (ORG_SUB through its department), AGENCY of the own agency. Others stay as they are.
 */
export async function joinOwnTenant(testApp: TestApp, person: Person, fixtures: TenantFixtures): Promise<void> {
  const manager = testApp.dataSource.manager;
  if (person.role === 'ORG_ADMIN') {
    await manager.save(
      manager.create(OrganisationMembership, {
        organisationId: fixtures.ownOrganisation.organisation.id,
        personId: person.id,
        confirmedAt: new Date(),
      }),
    );
  } else if (person.role === 'ORG_SUB') {
    await manager.save(
      manager.create(DepartmentMembership, {
        departmentId: fixtures.ownOrganisation.department.id,
        personId: person.id,
        kind: 'USER',
      }),
    );
  } else if (person.role === 'AGENCY') {
    await manager.save(
      manager.create(AgencyMembership, { agencyId: fixtures.ownAgency.id, personId: person.id, kind: 'USER' }),
    );
  }
}
