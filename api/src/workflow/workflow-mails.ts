import type { Language } from '@medstaff/domain';
import { In, type EntityManager } from 'typeorm';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { Department } from '../departments/department.entity';
import { JobDate } from '../jobs/job-date.entity';
import type { JobRequest } from '../jobs/job-request.entity';
import { renderMail, type MailTemplate } from '../mail/mail-templates';
import type { MailService } from '../mail/mail.service';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Person } from '../persons/person.entity';

/** Someone a workflow mail goes to, in their own language. */
export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'de');

async function recipients(manager: EntityManager, personIds: number[]): Promise<Recipient[]> {
  if (personIds.length === 0) return [];
  const persons = await manager.find(Person, {
    select: { id: true, email: true, firstName: true, language: true, status: true },
    where: { id: In([...new Set(personIds)]) },
    order: { id: 'ASC' },
  });
  return persons
    .filter((person) => person.status !== 'DISABLED')
    .map((person) => ({ email: person.email, firstName: person.firstName, language: languageOf(person.language) }));
}

/** The department's internal pool: its department customers. */
export async function poolMembers(manager: EntityManager, departmentId: number): Promise<Recipient[]> {
  const rows = await manager.find(DepartmentMembership, {
    select: { personId: true },
    where: { departmentId, kind: 'CUSTOMER' },
  });
  return recipients(
    manager,
    rows.map((row) => row.personId),
  );
}

/** The organisation's confirmed administrators (ORG_ADMIN members). */
export async function organisationAdmins(manager: EntityManager, organisationId: number): Promise<Recipient[]> {
  const rows = await manager
    .createQueryBuilder(OrganisationMembership, 'membership')
    .innerJoin(Person, 'person', 'person.id = membership.personId')
    .select('membership.personId', 'personId')
    .where('membership.organisationId = :organisationId', { organisationId })
    .andWhere('membership.confirmedAt IS NOT NULL')
    .andWhere("person.role = 'ORG_ADMIN'")
    .getRawMany<{ personId: number | string }>();
  return recipients(
    manager,
    rows.map((row) => Number(row.personId)),
  );
}

/** The users of an agency (agency memberships of kind USER). */
export async function agencyUsers(manager: EntityManager, agencyId: number | null): Promise<Recipient[]> {
  if (agencyId === null) return [];
  const rows = await manager.find(AgencyMembership, { select: { personId: true }, where: { agencyId, kind: 'USER' } });
  return recipients(
    manager,
    rows.map((row) => row.personId),
  );
}

/** The request's dates as a short text (Berlin time), e.g. "02.11.2026 05:30 – 19:30". */
export function datesText(dates: Pick<JobDate, 'startAt' | 'endAt'>[], language: Language): string {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const sorted = [...dates].sort((a, b) => a.startAt.valueOf() - b.startAt.valueOf());
  const shown = sorted.slice(0, 3).map((date) => {
    const start = day.format(date.startAt);
    return date.endAt ? `${start} – ${day.format(date.endAt)}` : start;
  });
  const more = sorted.length - shown.length;
  return [...shown, ...(more > 0 ? [language === 'de' ? `+${more} weitere` : `+${more} more`] : [])].join(', ');
}

/** What every mail about one request needs: its title and dates, the place and the portal's address. */
export interface ShiftMailContext {
  job: Pick<JobRequest, 'id' | 'title' | 'departmentId'>;
  dates: Pick<JobDate, 'startAt' | 'endAt'>[];
  publicUrl: string;
}

export async function shiftMailContext(
  manager: EntityManager,
  job: Pick<JobRequest, 'id' | 'title' | 'departmentId'>,
  publicUrl: string,
): Promise<ShiftMailContext> {
  const dates = await manager.find(JobDate, { where: { jobRequestId: job.id }, order: { startAt: 'ASC' } });
  return { job, dates, publicUrl };
}

/**
 * Enqueues one mail per recipient, each rendered in the recipient's language, in the caller's
 * transaction (the outbox sends them once it commits).
 */
export async function enqueueShiftMails(
  manager: EntityManager,
  mail: MailService,
  to: Recipient[],
  template: MailTemplate,
  context: ShiftMailContext,
  options: { path: string; params?: Record<string, string> },
): Promise<void> {
  for (const recipient of to) {
    const language = recipient.language;
    await mail.enqueue(
      manager,
      recipient.email,
      renderMail(template, language, {
        ...options.params,
        firstName: recipient.firstName,
        title: context.job.title,
        dates: datesText(context.dates, language),
        link: `${context.publicUrl}/${language}/${options.path}`,
      }),
    );
  }
}

/** Tells the department's pool that a request is offered to them (at creation, and after a recall). */
export async function enqueueOfferMails(
  manager: EntityManager,
  mail: MailService,
  job: Pick<JobRequest, 'id' | 'title' | 'departmentId'>,
  publicUrl: string,
): Promise<void> {
  if (job.departmentId === null) return;
  const to = await poolMembers(manager, job.departmentId);
  if (to.length === 0) return;
  const department = await manager.findOne(Department, {
    select: { id: true, name: true },
    where: { id: job.departmentId },
  });
  const context = await shiftMailContext(manager, job, publicUrl);
  await enqueueShiftMails(manager, mail, to, 'shiftOffered', context, {
    path: 'shifts',
    params: { department: department?.name ?? '' },
  });
}
