import type { EntityManager } from 'typeorm';
import { renderMail, type MailTemplate } from '../../platform/mail/mail-templates';
import type { MailService } from '../../platform/mail/mail.service';
import { datesText, type Recipient } from '../workflow/workflow-mails';

/** What every mail about one assignment says: its title, worker, the shifts concerned, and where to look. */
export interface AssignmentMailContext {
  assignmentId: number;
  title: string;
  worker: string;
  shifts: readonly { startAt: Date; endAt: Date }[];
  publicUrl: string;
}

/** The portal link of an assignment in every mail (`/{language}/assignments/{id}`): the portal sends each reader on to their own page of it. */
export const assignmentPath = (assignmentId: number) => `assignments/${assignmentId}`;

/**
 * Enqueues one mail per recipient about an assignment, each in the recipient's language, in the
 * caller's transaction (the outbox sends them once it commits). `params` may depend on the language.
 */
export async function enqueueAssignmentMails(
  manager: EntityManager,
  mail: MailService,
  to: readonly Recipient[],
  template: MailTemplate,
  context: AssignmentMailContext,
  params: (language: Recipient['language']) => Record<string, string> = () => ({}),
): Promise<void> {
  const seen = new Set<string>();
  for (const recipient of to) {
    // A person who is both an organisation admin and a department user gets one mail.
    if (seen.has(recipient.email)) continue;
    seen.add(recipient.email);
    const language = recipient.language;
    await mail.enqueue(
      manager,
      recipient.email,
      renderMail(template, language, {
        ...params(language),
        firstName: recipient.firstName,
        title: context.title,
        worker: context.worker,
        dates: datesText([...context.shifts], language),
        link: `${context.publicUrl}/${language}/${assignmentPath(context.assignmentId)}`,
      }),
    );
  }
}
