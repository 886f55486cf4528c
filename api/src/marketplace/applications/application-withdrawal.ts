import type { EntityManager } from 'typeorm';
import type { AuditService } from '../../platform/audit/audit.service';
import { DomainError } from '../../platform/common/domain-error';
import { Application } from '../jobs/application.entity';
import { JobRequest } from '../jobs/job-request.entity';
import type { MailService } from '../../platform/mail/mail.service';
import type { ShiftRecipients } from '../workflow/shift-recipients.service';
import { enqueueHospitalMails } from './application-mails';

/**
 * What withdrawing needs besides the transaction: the audit log, the mail queue, the mails'
 * recipients and the site's address.
 */
export interface WithdrawalServices {
  audit: AuditService;
  mail: MailService;
  recipients: ShiftRecipients;
  publicUrl: string;
}

/**
 * Withdraws one open (`applied`) application inside the caller's transaction: the conditional
 * update, its audit entry and the hospital's mails. A selected, withdrawn or not chosen one is
 * refused with APPLICATION_NOT_OPEN. The agency's withdrawal and a candidate leaving her agency
 * both go through here.
 */
export async function withdrawApplication(
  manager: EntityManager,
  services: WithdrawalServices,
  actorId: number,
  application: Pick<Application, 'id' | 'jobRequestId' | 'agencyId' | 'applicantName'>,
): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(Application)
    .set({ state: 'withdrawn', withdrawnAt: new Date(), version: () => 'version + 1' })
    .where("id = :id AND state = 'applied'", { id: application.id })
    .execute();
  if (!result.affected) throw new DomainError('APPLICATION_NOT_OPEN', 'workflow.applicationNotOpen');
  await services.audit.record(manager, actorId, 'jobs', application.jobRequestId, 'withdraw', [
    { field: 'application', oldValue: application.id, newValue: null },
    { field: 'state', oldValue: 'applied', newValue: 'withdrawn' },
  ]);
  const job = await manager.findOneOrFail(JobRequest, { where: { id: application.jobRequestId } });
  const agency = await services.recipients.agencyName(manager, application.agencyId);
  await enqueueHospitalMails(
    manager,
    services.mail,
    services.recipients,
    job,
    'applicationWithdrawn',
    { agency, applicant: application.applicantName },
    services.publicUrl,
  );
}
