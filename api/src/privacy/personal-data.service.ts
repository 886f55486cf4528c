import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { Agency } from '../agencies/agency.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { notFound } from '../common/domain-error';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { Department } from '../departments/department.entity';
import { Document } from '../documents/document.entity';
import { Application } from '../jobs/application.entity';
import { JobDate } from '../jobs/job-date.entity';
import { JobPoolAnswer } from '../jobs/job-pool-answer.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Organisation } from '../organisations/organisation.entity';
import { PersonEducation } from '../persons/person-education.entity';
import { PersonJobHistory } from '../persons/person-job-history.entity';
import { Person } from '../persons/person.entity';
import { CandidateInvitation } from '../candidates/candidate-invitation.entity';
import { emailKey } from '../candidates/candidate-email';
import { ErasureRequest } from './erasure-request.entity';

/**
 * The profile fields a person gets back (GDPR Art. 15/20). An allow-list: columns added to the
 * person later (hashes, counters, internal flags) stay out until someone decides they belong here.
 */
const PROFILE_FIELDS = [
  'id',
  'email',
  'role',
  'status',
  'firstName',
  'lastName',
  'gender',
  'contact',
  'position',
  'language',
  'address',
  'postcode',
  'city',
  'country',
  'qualificationLevel',
  'qualificationAdditionalInfo',
  'skills',
  'preferenceDistance',
  'preferenceMinSalary',
  'preferenceJobTypes',
  'emailConfirmedAt',
  'acceptedTermsAt',
  'lastLoginAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Person)[];

/** One stored file of the person, named in the archive by the server (never by the uploader). */
export interface ExportFile {
  /** The path inside the archive, e.g. `files/12-cv.pdf`. */
  path: string;
  storageKey: string;
}

/** Everything stored about one person, as JSON documents, and their files. */
export interface PersonalData {
  personId: number;
  /** File name (in the archive) → its JSON value, in archive order. */
  json: [string, unknown][];
  files: ExportFile[];
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A request as the person may see it: what, where and when; never other people's names. */
interface RequestSummary {
  id: number;
  title: string;
  kind: string;
  state: string;
  organisation: string | null;
  department: string | null;
  dates: { startAt: string | null; endAt: string | null }[];
}

/**
 * Collects the personal data of one person (GDPR Art. 15 and 20): the profile, memberships,
 * applications made with them as the candidate, their documents, shifts, erasure requests and the
 * audit entries about them. Never password or token hashes, never another person's data: an
 * agency user gets the applications they submitted as ids and states only (the candidates are
 * other people), audit entries of their own actions on others' records without the values.
 */
@Injectable()
export class PersonalDataService {
  constructor(private readonly dataSource: DataSource) {}

  async collect(personId: number): Promise<PersonalData> {
    const manager = this.dataSource.manager;
    const person = await manager.findOne(Person, { where: { id: personId } });
    if (!person) throw notFound('The person');
    const profile: Record<string, unknown> = {};
    for (const field of PROFILE_FIELDS) {
      const value = person[field];
      profile[field] = value instanceof Date ? value.toISOString() : value;
    }
    const [education, jobHistory] = await Promise.all([
      manager.find(PersonEducation, { where: { personId }, order: { id: 'ASC' } }),
      manager.find(PersonJobHistory, { where: { personId }, order: { id: 'ASC' } }),
    ]);
    profile.education = education.map(({ university, startDate, endDate, qualificationLevel }) => ({
      university,
      startDate,
      endDate,
      qualificationLevel,
    }));
    profile.jobHistory = jobHistory.map(
      ({ id: _id, person: _person, personId: _personId, version: _v, ...job }) => job,
    );

    const applications = await manager.find(Application, { where: { candidateId: personId }, order: { id: 'ASC' } });
    const submitted = await manager.find(Application, {
      select: { id: true, jobRequestId: true, state: true, createdAt: true },
      where: { appliedById: personId },
      order: { id: 'ASC' },
    });
    const filled = await manager.find(JobRequest, { where: { filledById: personId }, order: { id: 'ASC' } });
    const poolAnswers = await manager.find(JobPoolAnswer, { where: { personId }, order: { id: 'ASC' } });
    const created = await manager.find(JobRequest, {
      select: { id: true, title: true, state: true, createdAt: true },
      where: { createdById: personId },
      order: { id: 'ASC' },
    });
    const requestIds = [
      ...new Set([
        ...applications.map((application) => application.jobRequestId),
        ...filled.map((job) => job.id),
        ...poolAnswers.map((answer) => answer.jobRequestId),
      ]),
    ];
    const requests = await this.requestSummaries(manager, requestIds);
    const agencyNames = await this.names(
      manager,
      Agency,
      applications.map((application) => application.agencyId),
    );

    const documents = await this.documentsOf(manager, personId, applications);
    const files: ExportFile[] = documents.map((document) => ({
      path: `files/${document.id}-${document.kind.toLowerCase()}.pdf`,
      storageKey: document.storageKey,
    }));

    return {
      personId,
      json: [
        ['profile.json', profile],
        ['memberships.json', await this.memberships(manager, personId)],
        [
          'applications.json',
          {
            asCandidate: applications.map((application) => ({
              id: application.id,
              request: requests.get(application.jobRequestId) ?? { id: application.jobRequestId },
              agency: application.agencyId === null ? null : (agencyNames.get(application.agencyId) ?? null),
              applicantName: application.applicantName,
              hourlyRate: Number(application.hourlyRate),
              state: application.state,
              decidedAt: iso(application.decidedAt),
              withdrawnAt: iso(application.withdrawnAt),
              createdAt: iso(application.createdAt),
            })),
            // The candidates of these applications are other people: ids, requests and states only.
            submittedForOthers: submitted
              .filter((application) => !applications.some((own) => own.id === application.id))
              .map((application) => ({
                id: application.id,
                requestId: application.jobRequestId,
                state: application.state,
                createdAt: iso(application.createdAt),
              })),
          },
        ],
        [
          'documents.json',
          documents.map((document, index) => ({
            id: document.id,
            applicationId: document.applicationId,
            kind: document.kind,
            originalFileName: document.fileName,
            mimeType: document.mimeType,
            sizeBytes: document.sizeBytes,
            createdAt: iso(document.createdAt),
            file: files[index].path,
          })),
        ],
        [
          'shifts.json',
          {
            filledByYou: filled.map((job) => ({ ...requests.get(job.id), filledAt: iso(job.filledAt) })),
            selectedApplications: applications
              .filter((application) => application.state === 'selected')
              .map((application) => requests.get(application.jobRequestId) ?? { id: application.jobRequestId }),
            poolAnswers: poolAnswers.map((answer) => ({
              request: requests.get(answer.jobRequestId) ?? { id: answer.jobRequestId },
              answer: answer.answer,
              answeredAt: iso(answer.answeredAt),
            })),
            requestsYouCreated: created.map((job) => ({
              id: job.id,
              title: job.title,
              state: job.state,
              createdAt: iso(job.createdAt),
            })),
          },
        ],
        [
          'erasure-requests.json',
          (await manager.find(ErasureRequest, { where: { personId }, order: { id: 'ASC' } })).map((request) => ({
            id: request.id,
            state: request.state,
            message: request.message,
            decisionReason: request.decisionReason,
            decidedAt: iso(request.decidedAt),
            createdAt: iso(request.createdAt),
          })),
        ],
        ['candidate-invitations.json', await this.candidateInvitations(manager, person)],
        ['audit.json', await this.auditEntries(manager, personId)],
      ],
      files,
    };
  }

  /** The documents about the person: those of their applications, and uploads of theirs on no application. */
  private async documentsOf(manager: EntityManager, personId: number, applications: Application[]) {
    const byApplication = applications.length
      ? await manager.find(Document, {
          where: { applicationId: In(applications.map((application) => application.id)) },
          order: { id: 'ASC' },
        })
      : [];
    const unattached = await manager
      .getRepository(Document)
      .createQueryBuilder('document')
      .where('document.ownerId = :personId AND document.applicationId IS NULL', { personId })
      .orderBy('document.id', 'ASC')
      .getMany();
    return [...byApplication, ...unattached];
  }

  private async memberships(manager: EntityManager, personId: number) {
    const [organisations, departments, agencies] = await Promise.all([
      manager.find(OrganisationMembership, { where: { personId }, order: { id: 'ASC' } }),
      manager.find(DepartmentMembership, { where: { personId }, order: { id: 'ASC' } }),
      manager.find(AgencyMembership, { where: { personId }, order: { id: 'ASC' } }),
    ]);
    const departmentRows = departments.length
      ? await manager.find(Department, {
          select: { id: true, name: true, organisationId: true },
          where: { id: In(departments.map((membership) => membership.departmentId)) },
        })
      : [];
    const departmentById = new Map(departmentRows.map((department) => [department.id, department]));
    const organisationNames = await this.names(manager, Organisation, [
      ...organisations.map((membership) => membership.organisationId),
      ...departmentRows.map((department) => department.organisationId),
    ]);
    const agencyNames = await this.names(
      manager,
      Agency,
      agencies.map((membership) => membership.agencyId),
    );
    return {
      organisations: organisations.map((membership) => ({
        organisation: organisationNames.get(membership.organisationId) ?? null,
        confirmedAt: iso(membership.confirmedAt),
        since: iso(membership.createdAt),
      })),
      departments: departments.map((membership) => {
        const department = departmentById.get(membership.departmentId);
        return {
          department: department?.name ?? null,
          organisation: department ? (organisationNames.get(department.organisationId) ?? null) : null,
          kind: membership.kind,
          since: iso(membership.createdAt),
        };
      }),
      agencies: agencies.map((membership) => ({
        agency: agencyNames.get(membership.agencyId) ?? null,
        kind: membership.kind,
        since: iso(membership.createdAt),
      })),
    };
  }

  /**
   * Entries about the person's own record in full (their profile's history), and what they did
   * elsewhere without the old and new values (which may be other people's data).
   */
  /**
   * The agencies' candidate invitations to the person: those she answered and those sent to her
   * address, with the agency's name and the names the agency typed (never the code or the inviter).
   */
  private async candidateInvitations(manager: EntityManager, person: Person) {
    const invitations = await manager.find(CandidateInvitation, {
      where: [{ personId: person.id }, { emailKey: emailKey(person.email) }],
      order: { id: 'ASC' },
    });
    const agencies = await manager.find(Agency, {
      select: { id: true, name: true },
      where: { id: In([...new Set(invitations.map((invitation) => invitation.agencyId))]) },
    });
    const agencyNames = new Map(agencies.map((agency) => [agency.id, agency.name]));
    return invitations.map((invitation) => ({
      id: invitation.id,
      agency: agencyNames.get(invitation.agencyId) ?? null,
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      status: invitation.status,
      invitedAt: iso(invitation.invitedAt),
      answeredAt: iso(invitation.answeredAt),
      expiresAt: iso(invitation.expiresAt),
    }));
  }

  private async auditEntries(manager: EntityManager, personId: number) {
    const entries = await manager
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .where("(entry.resource = 'persons' AND entry.recordId = :personId) OR entry.actorId = :personId", { personId })
      .orderBy('entry.id', 'ASC')
      .getMany();
    const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));
    return entries.map((entry) => {
      const aboutYou = entry.resource === 'persons' && entry.recordId === personId;
      return {
        id: entry.id,
        byYou: entry.actorId === personId,
        resource: entry.resource,
        recordId: entry.recordId,
        action: entry.action,
        field: entry.field,
        ...(aboutYou ? { oldValue: parse(entry.oldValue), newValue: parse(entry.newValue) } : {}),
        createdAt: iso(entry.createdAt),
      };
    });
  }

  private async requestSummaries(manager: EntityManager, ids: number[]): Promise<Map<number, RequestSummary>> {
    if (ids.length === 0) return new Map();
    const [jobs, dates] = await Promise.all([
      manager.find(JobRequest, {
        select: { id: true, title: true, kind: true, state: true, organisationId: true, departmentId: true },
        where: { id: In(ids) },
      }),
      manager.find(JobDate, { where: { jobRequestId: In(ids) }, order: { startAt: 'ASC', id: 'ASC' } }),
    ]);
    const organisationNames = await this.names(
      manager,
      Organisation,
      jobs.map((job) => job.organisationId),
    );
    const departmentNames = await this.names(
      manager,
      Department,
      jobs.map((job) => job.departmentId),
    );
    return new Map(
      jobs.map((job) => [
        job.id,
        {
          id: job.id,
          title: job.title,
          kind: job.kind,
          state: job.state,
          organisation: organisationNames.get(job.organisationId) ?? null,
          department: job.departmentId === null ? null : (departmentNames.get(job.departmentId) ?? null),
          dates: dates
            .filter((date) => date.jobRequestId === job.id)
            .map((date) => ({ startAt: iso(date.startAt), endAt: iso(date.endAt) })),
        },
      ]),
    );
  }

  private async names(
    manager: EntityManager,
    target: typeof Agency | typeof Organisation | typeof Department,
    ids: (number | null)[],
  ): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = (await manager.find(target, { select: { id: true, name: true }, where: { id: In(wanted) } })) as {
      id: number;
      name: string;
    }[];
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
