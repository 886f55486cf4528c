import { formatBerlin, type Language } from '@medstaff/domain';
import type { EntityManager } from 'typeorm';
import { JobDate } from '../jobs/job-date.entity';
import type { JobRequest } from '../jobs/job-request.entity';
import { renderMail, type MailTemplate } from '../../platform/mail/mail-templates';
import type { MailService } from '../../platform/mail/mail.service';
import type { Recipient, ShiftRecipients } from './shift-recipients.service';

export type { Recipient } from './shift-recipients.service';

/** The request's dates as a short text (Berlin time), e.g. "02.11.2026 05:30 – 19:30". */
export function datesText(dates: Pick<JobDate, 'startAt' | 'endAt'>[], language: Language): string {
  const pattern = language === 'de' ? 'dd.MM.yyyy, HH:mm' : 'dd/MM/yyyy, HH:mm';
  const moment = (instant: Date) => formatBerlin(instant, pattern);
  const sorted = [...dates].sort((a, b) => a.startAt.valueOf() - b.startAt.valueOf());
  const shown = sorted.slice(0, 3).map((date) => {
    const start = moment(date.startAt);
    return date.endAt ? `${start} – ${moment(date.endAt)}` : start;
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
  recipients: ShiftRecipients,
  job: Pick<JobRequest, 'id' | 'title' | 'departmentId'>,
  publicUrl: string,
): Promise<void> {
  if (job.departmentId === null) return;
  const to = await recipients.poolMembers(manager, job.departmentId);
  if (to.length === 0) return;
  const department = await recipients.departmentName(manager, job.departmentId);
  const context = await shiftMailContext(manager, job, publicUrl);
  await enqueueShiftMails(manager, mail, to, 'shiftOffered', context, {
    path: 'shifts',
    params: { department },
  });
}
