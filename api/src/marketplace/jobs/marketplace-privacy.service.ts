import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AgencyPrivacyService } from '../../agencies/agency-privacy.service';
import { OrganisationPrivacyService } from '../../organisations/organisation-privacy.service';
import { emailKey } from '../candidates/candidate-email';
import { CandidateInvitation } from '../candidates/candidate-invitation.entity';
import { CalendarFeed } from '../calendar-feeds/calendar-feed.entity';
import { Document } from '../documents/document.entity';
import { Application } from './application.entity';
import { JobDate } from './job-date.entity';
import { JobPoolAnswer } from './job-pool-answer.entity';
import { JobRequest } from './job-request.entity';

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** One stored file of the person, named in the archive by the server (never by the uploader). */
export interface ExportFile {
  /** The path inside the archive, e.g. `files/12-cv.pdf`. */
  path: string;
  storageKey: string;
}

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

/** A document due for deletion under the retention rule, with its request (the audit entry's record). */
export interface DueDocument {
  id: number;
  kind: Document['kind'];
  storageKey: string;
  jobRequestId: number;
}

/** The person as the marketplace's part of the GDPR rights needs them. */
export interface MarketplacePrivacyPerson {
  id: number;
  email: string;
}

/** What an erasure did to the person's applications and documents. */
export interface MarketplaceErasure {
  /** The files of the deleted documents, to be removed from the store after the commit. */
  storageKeys: string[];
  documents: number;
  applications: number;
  /** The requests of the anonymised applications and the applicant names (JSON) they had. */
  jobIds: number[];
  names: string[];
}

/**
 * The marketplace's part of the GDPR rights (the privacy module asks): the person's applications,
 * documents, shifts and candidate invitations for the export; for an erasure, the documents go,
 * the applications stay without the name (a filled shift stays filled), candidate invitations and
 * calendar feeds go. Everything in the caller's transaction.
 */
@Injectable()
export class MarketplacePrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organisations: OrganisationPrivacyService,
    private readonly agencies: AgencyPrivacyService,
  ) {}

  /** applications.json, documents.json, shifts.json, candidate-invitations.json and the files. */
  async personalData(manager: EntityManager, person: MarketplacePrivacyPerson) {
    const personId = person.id;
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
    const agencyNames = await this.agencies.names(
      manager,
      applications.map((application) => application.agencyId),
    );

    const documents = await this.documentsOf(manager, personId, applications);
    const files: ExportFile[] = documents.map((document) => ({
      path: `files/${document.id}-${document.kind.toLowerCase()}.pdf`,
      storageKey: document.storageKey,
    }));

    return {
      files,
      json: {
        applications: {
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
        documents: documents.map((document, index) => ({
          id: document.id,
          applicationId: document.applicationId,
          kind: document.kind,
          originalFileName: document.fileName,
          mimeType: document.mimeType,
          sizeBytes: document.sizeBytes,
          createdAt: iso(document.createdAt),
          file: files[index].path,
        })),
        shifts: {
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
      },
      candidateInvitations: await this.candidateInvitations(manager, person),
    };
  }

  /** Documents deleted, applications anonymised (their name is `erasedName`); answers what changed. */
  async eraseApplications(manager: EntityManager, personId: number, erasedName: string): Promise<MarketplaceErasure> {
    const applications = await manager.find(Application, {
      select: { id: true, jobRequestId: true, applicantName: true },
      where: { candidateId: personId },
    });
    const applicationIds = applications.map((application) => application.id);
    const documents = await manager
      .getRepository(Document)
      .createQueryBuilder('document')
      .select(['document.id', 'document.storageKey'])
      .where(
        applicationIds.length
          ? '(document.applicationId IN (:...applicationIds)) OR (document.ownerId = :personId AND document.applicationId IS NULL)'
          : 'document.ownerId = :personId AND document.applicationId IS NULL',
        { applicationIds, personId },
      )
      .getMany();
    if (documents.length) await manager.delete(Document, { id: In(documents.map((document) => document.id)) });
    // The applications stay (the hospital's history, a filled shift) without the name.
    if (applicationIds.length) {
      await manager.update(Application, { id: In(applicationIds) }, { applicantName: erasedName });
    }
    return {
      storageKeys: documents.map((document) => document.storageKey),
      documents: documents.length,
      applications: applicationIds.length,
      jobIds: [...new Set(applications.map((application) => application.jobRequestId))],
      names: [...new Set(applications.map((application) => JSON.stringify(application.applicantName)))],
    };
  }

  /** Agencies' candidate invitations she answered or that were sent to her address, and her calendar feeds. */
  async eraseInvitationsAndFeeds(manager: EntityManager, person: MarketplacePrivacyPerson): Promise<void> {
    await manager.delete(CandidateInvitation, { personId: person.id });
    await manager.delete(CandidateInvitation, { emailKey: emailKey(person.email) });
    await manager.delete(CalendarFeed, { createdById: person.id });
  }

  /**
   * The next documents due under the retention rule (the privacy module's sweeper): of applications
   * not selected, on requests whose last shift ended before the cutoff; at most `limit`.
   */
  async documentsPastRetention(cutoff: Date, limit: number): Promise<DueDocument[]> {
    const ended = this.dataSource
      .getRepository(JobDate)
      .createQueryBuilder('shift')
      .select('shift.jobRequestId')
      .groupBy('shift.jobRequestId')
      // Every date has an end (COUNT of a column skips NULLs), and the last one is past the cutoff.
      .having('COUNT(shift.endAt) = COUNT(*) AND MAX(shift.endAt) <= :cutoff');
    const rows = await this.dataSource
      .getRepository(Document)
      .createQueryBuilder('document')
      .innerJoin('document.application', 'application')
      .select(['document.id', 'document.kind', 'document.storageKey', 'document.applicationId'])
      .addSelect('application.jobRequestId')
      .where("application.state <> 'selected'")
      .andWhere(`application.jobRequestId IN (${ended.getQuery()})`)
      .setParameter('cutoff', cutoff)
      .orderBy('document.id', 'ASC')
      .limit(limit)
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      id: Number(row.document_id),
      kind: row.document_kind as Document['kind'],
      storageKey: String(row.document_storage_key),
      jobRequestId: Number(row.application_job_request_id),
    }));
  }

  /** Claims a document due under the retention rule by deleting its row; false when another sweep did. */
  async claimDocument(manager: EntityManager, id: number): Promise<boolean> {
    const result = await manager.delete(Document, { id });
    return Boolean(result.affected);
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

  /**
   * The agencies' candidate invitations to the person: those she answered and those sent to her
   * address, with the agency's name and the names the agency typed (never the code or the inviter).
   */
  private async candidateInvitations(manager: EntityManager, person: MarketplacePrivacyPerson) {
    const invitations = await manager.find(CandidateInvitation, {
      where: [{ personId: person.id }, { emailKey: emailKey(person.email) }],
      order: { id: 'ASC' },
    });
    const agencyNames = await this.agencies.names(
      manager,
      invitations.map((invitation) => invitation.agencyId),
    );
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

  private async requestSummaries(manager: EntityManager, ids: number[]): Promise<Map<number, RequestSummary>> {
    if (ids.length === 0) return new Map();
    const [jobs, dates] = await Promise.all([
      manager.find(JobRequest, {
        select: { id: true, title: true, kind: true, state: true, organisationId: true, departmentId: true },
        where: { id: In(ids) },
      }),
      manager.find(JobDate, { where: { jobRequestId: In(ids) }, order: { startAt: 'ASC', id: 'ASC' } }),
    ]);
    const organisationNames = await this.organisations.organisationNames(
      manager,
      jobs.map((job) => job.organisationId),
    );
    const departmentNames = await this.organisations.departmentNames(
      manager,
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
}
