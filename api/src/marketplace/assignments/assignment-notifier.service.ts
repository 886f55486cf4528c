import { Inject, Injectable } from '@nestjs/common';
import { formatBerlin, type Language } from '@medstaff/domain';
import type { EntityManager } from 'typeorm';
import { PersonContactsService } from '../../people/person-contacts.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { MailAttachment } from '../../platform/mail/mail-templates';
import { MailService } from '../../platform/mail/mail.service';
import { ShiftRecipients, type Recipient } from '../workflow/shift-recipients.service';
import { datesText } from '../workflow/workflow-mails';
import { AssignmentAcceptance } from './assignment-acceptance.entity';
import { calendarContentType, renderAssignmentCalendar, type AssignmentCalendar } from './assignment-ics';
import { assignmentPath } from './assignment-company-mails';
import { renderAssignmentMail, type AssignmentMailTemplate } from './assignment-mails';
import { AssignmentShift } from './assignment-shift.entity';
import { Assignment } from './assignment.entity';

const SIDE_NAMES: Readonly<Record<Language, Readonly<Record<'hospital' | 'agency', string>>>> = {
  de: { hospital: 'Klinik', agency: 'Agentur' },
  en: { hospital: 'hospital', agency: 'agency' },
};

/** What every mail about one assignment needs, read once. */
interface AssignmentContext {
  assignment: Assignment;
  shifts: AssignmentShift[];
  organisationName: string;
  departmentName: string | null;
  agencyName: string;
}

/**
 * The mails about an assignment (issue 29), queued in the caller's transaction (the outbox sends
 * them once it commits). The worker (the candidate or the pool member) is told, in their own
 * language, when they are proposed, when the assignment is confirmed, when a change is agreed and
 * when it is cancelled, each time with the shifts as an `.ics` file (UIDs stable per shift, so a
 * calendar app updates its entries). The hospital is warned once when the first shift is near and
 * the contract still lacks an acceptance (AssignmentSweeper).
 */
@Injectable()
export class AssignmentNotifier {
  constructor(
    private readonly mail: MailService,
    private readonly recipients: ShiftRecipients,
    private readonly persons: PersonContactsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new assignment: proposed (an agency's candidate) or confirmed at once (a pool acceptance). */
  async created(manager: EntityManager, assignmentId: number): Promise<void> {
    const context = await this.context(manager, assignmentId);
    if (context.assignment.state === 'proposed') await this.toWorker(manager, context, 'assignmentProposed');
    else if (context.assignment.state === 'confirmed') await this.toWorker(manager, context, 'assignmentConfirmed');
  }

  /** Both companies accepted the contract. */
  async confirmed(manager: EntityManager, assignmentId: number): Promise<void> {
    await this.toWorker(manager, await this.context(manager, assignmentId), 'assignmentConfirmed');
  }

  /**
   * A change of times or dates was agreed (a new version of the shifts is current): the new shifts
   * as PUBLISH, and the shifts the change dropped (the earlier version had more) as CANCEL.
   */
  async changeAgreed(manager: EntityManager, assignmentId: number): Promise<void> {
    const context = await this.context(manager, assignmentId);
    const { assignment } = context;
    const earlier =
      assignment.shiftsVersion > 1
        ? await manager.count(AssignmentShift, {
            where: { assignmentId, shiftsVersion: assignment.shiftsVersion - 1 },
          })
        : 0;
    const dropped = Array.from(
      { length: Math.max(0, earlier - context.shifts.length) },
      (_, index) => context.shifts.length + index,
    );
    await this.toWorker(manager, context, 'assignmentChanged', dropped);
  }

  /** The assignment was cancelled (its reason is in the mail). */
  async cancelled(manager: EntityManager, assignmentId: number): Promise<void> {
    await this.toWorker(manager, await this.context(manager, assignmentId), 'assignmentCancelled');
  }

  /**
   * The hospital's warning that the first shift is near without both acceptances: to its
   * confirmed administrators and the department's users, each once.
   */
  async acceptanceDue(manager: EntityManager, assignmentId: number): Promise<void> {
    const context = await this.context(manager, assignmentId);
    const { assignment } = context;
    const accepted = new Set(
      (await manager.find(AssignmentAcceptance, { where: { assignmentId } })).map((acceptance) => acceptance.side),
    );
    const missing = (['hospital', 'agency'] as const).filter((side) => !accepted.has(side));
    const [admins, departmentUsers] = await Promise.all([
      this.recipients.organisationAdmins(manager, assignment.organisationId),
      this.recipients.departmentUsers(manager, assignment.departmentId),
    ]);
    const byEmail = new Map<string, Recipient>();
    for (const recipient of [...admins, ...departmentUsers]) byEmail.set(recipient.email, recipient);
    for (const recipient of byEmail.values()) {
      const language = recipient.language;
      await this.mail.enqueue(
        manager,
        recipient.email,
        renderAssignmentMail('assignmentAcceptanceDue', language, 'hospital', {
          firstName: recipient.firstName,
          title: assignment.title,
          worker: assignment.workerName,
          agency: context.agencyName,
          firstShift: formatBerlin(
            assignment.firstShiftAt,
            language === 'de' ? 'dd.MM.yyyy, HH:mm' : 'dd/MM/yyyy, HH:mm',
          ),
          missing: missing.map((side) => SIDE_NAMES[language][side]).join(', '),
          link: `${this.config.publicUrl}/${language}/${assignmentPath(assignmentId)}`,
        }),
      );
    }
  }

  /** The assignment's `.ics` as an attachment. */
  calendarAttachment(
    context: AssignmentContext,
    language: Language,
    method: 'PUBLISH' | 'CANCEL',
    positions?: readonly number[],
  ): MailAttachment {
    const { assignment } = context;
    const calendar: AssignmentCalendar = {
      id: assignment.id,
      title: assignment.title,
      state: assignment.state,
      organisationName: context.organisationName,
      departmentName: context.departmentName,
      version: assignment.version,
      updatedAt: assignment.updatedAt,
      shifts: context.shifts,
    };
    const text = renderAssignmentCalendar(calendar, {
      language,
      uidDomain: new URL(this.config.publicUrl).hostname,
      link: `${this.config.publicUrl}/${language}/${assignmentPath(assignment.id)}`,
      method,
      positions,
    });
    return {
      filename: method === 'CANCEL' ? `assignment-${assignment.id}-cancelled.ics` : `assignment-${assignment.id}.ics`,
      contentType: calendarContentType(method),
      content: Buffer.from(text, 'utf8'),
    };
  }

  private async toWorker(
    manager: EntityManager,
    context: AssignmentContext,
    template: AssignmentMailTemplate,
    droppedPositions: readonly number[] = [],
  ): Promise<void> {
    const { assignment } = context;
    if (assignment.personId === null) return;
    const [worker] = await this.persons.contactsOf(manager, [assignment.personId]);
    if (!worker) return; // the account is gone or disabled
    const language = worker.language;
    const attachments = [
      this.calendarAttachment(context, language, template === 'assignmentCancelled' ? 'CANCEL' : 'PUBLISH'),
    ];
    if (droppedPositions.length) {
      // The dropped shifts are no longer in the current version: cancel them by their UIDs.
      const earlier = await manager.find(AssignmentShift, {
        where: { assignmentId: assignment.id, shiftsVersion: assignment.shiftsVersion - 1 },
        order: { startAt: 'ASC', id: 'ASC' },
      });
      attachments.push(this.calendarAttachment({ ...context, shifts: earlier }, language, 'CANCEL', droppedPositions));
    }
    await this.mail.enqueue(
      manager,
      worker.email,
      renderAssignmentMail(
        template,
        language,
        'worker',
        {
          firstName: worker.firstName,
          title: assignment.title,
          organisation: context.organisationName,
          agency: context.agencyName,
          place: [context.organisationName, context.departmentName].filter(Boolean).join(', '),
          dates: datesText(context.shifts, language),
          reason: assignment.cancelReason ?? '–',
          link: `${this.config.publicUrl}/${language}/${assignmentPath(assignment.id)}`,
        },
        attachments,
      ),
    );
  }

  private async context(manager: EntityManager, assignmentId: number): Promise<AssignmentContext> {
    const assignment = await manager.findOneOrFail(Assignment, { where: { id: assignmentId } });
    const [shifts, organisationName, departmentName, agencyName] = await Promise.all([
      manager.find(AssignmentShift, {
        where: { assignmentId, shiftsVersion: assignment.shiftsVersion },
        order: { startAt: 'ASC', id: 'ASC' },
      }),
      this.recipients.organisationName(manager, assignment.organisationId),
      assignment.departmentId === null ? null : this.recipients.departmentName(manager, assignment.departmentId),
      this.recipients.agencyName(manager, assignment.agencyId),
    ]);
    return { assignment, shifts, organisationName, departmentName, agencyName };
  }
}
