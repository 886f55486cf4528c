import type { EntityManager } from 'typeorm';
import type { JobRequest } from '../jobs/job-request.entity';
import type { MailTemplate } from '../../platform/mail/mail-templates';
import type { MailService } from '../../platform/mail/mail.service';
import type { ShiftRecipients } from '../workflow/shift-recipients.service';
import { enqueueShiftMails, shiftMailContext } from '../workflow/workflow-mails';

/**
 * Tells the hospital about an application (received or withdrawn): the organisation's confirmed
 * administrators and the department's users, once each, in their own language, in the caller's
 * transaction.
 */
export async function enqueueHospitalMails(
  manager: EntityManager,
  mail: MailService,
  recipients: ShiftRecipients,
  job: Pick<JobRequest, 'id' | 'title' | 'organisationId' | 'departmentId'>,
  template: Extract<MailTemplate, 'applicationReceived' | 'applicationWithdrawn'>,
  params: Record<string, string>,
  publicUrl: string,
): Promise<void> {
  const all = [
    ...(await recipients.organisationAdmins(manager, job.organisationId)),
    ...(await recipients.departmentUsers(manager, job.departmentId)),
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
