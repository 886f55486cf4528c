import type { Language } from '@medstaff/domain';
import { In, type EntityManager } from 'typeorm';
import { DepartmentMembership } from '../departments/department-membership.entity';
import type { JobRequest } from '../jobs/job-request.entity';
import type { MailTemplate } from '../mail/mail-templates';
import type { MailService } from '../mail/mail.service';
import { Person } from '../persons/person.entity';
import { enqueueShiftMails, organisationAdmins, shiftMailContext, type Recipient } from '../workflow/workflow-mails';

/** The department's users (ORG_SUB members of kind USER), who posted and run its requests. */
async function departmentUsers(manager: EntityManager, departmentId: number | null): Promise<Recipient[]> {
  if (departmentId === null) return [];
  const rows = await manager.find(DepartmentMembership, {
    select: { personId: true },
    where: { departmentId, kind: 'USER' },
  });
  if (rows.length === 0) return [];
  const persons = await manager.find(Person, {
    select: { id: true, email: true, firstName: true, language: true, status: true },
    where: { id: In([...new Set(rows.map((row) => row.personId))]) },
    order: { id: 'ASC' },
  });
  return persons
    .filter((person) => person.status !== 'DISABLED')
    .map((person) => ({
      email: person.email,
      firstName: person.firstName,
      language: (person.language === 'en' ? 'en' : 'de') as Language,
    }));
}

/**
 * Tells the hospital about an application (received or withdrawn): the organisation's confirmed
 * administrators and the department's users, once each, in their own language, in the caller's
 * transaction.
 */
export async function enqueueHospitalMails(
  manager: EntityManager,
  mail: MailService,
  job: Pick<JobRequest, 'id' | 'title' | 'organisationId' | 'departmentId'>,
  template: Extract<MailTemplate, 'applicationReceived' | 'applicationWithdrawn'>,
  params: Record<string, string>,
  publicUrl: string,
): Promise<void> {
  const all = [
    ...(await organisationAdmins(manager, job.organisationId)),
    ...(await departmentUsers(manager, job.departmentId)),
  ];
  const seen = new Set<string>();
  const to = all.filter((recipient) => {
    const key = recipient.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (to.length === 0) return;
  const context = await shiftMailContext(manager, job, publicUrl);
  await enqueueShiftMails(manager, mail, to, template, context, { path: 'hospital', params });
}
