import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FIELDS, POSITIONS, type Language } from '@medstaff/domain';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../common/domain-error';
import { translate } from '../common/messages';
import { SlidingWindowCounter } from '../common/sliding-window-counter';
import { MailService } from '../mail/mail.service';
import type { EnquiryCreatedDto, EnquiryDto } from './dto/enquiry.dto';
import { operatorMail, senderMail } from './enquiry-mails';
import { Enquiry } from './enquiry.entity';

/** Enquiries one address (or one email) may send per hour; more are refused with 429. */
export const ENQUIRIES_PER_HOUR = 5;

const today = () => new Date().toISOString().slice(0, 10);
const formatDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

@Injectable()
export class EnquiriesService {
  private readonly logger = new Logger(EnquiriesService.name);
  private readonly limiter = new SlidingWindowCounter(60 * 60 * 1000);

  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the enquiry, mails it to the operator and confirms it to the sender. */
  async submit(dto: EnquiryDto, requestLanguage: Language, address: string): Promise<EnquiryCreatedDto> {
    const language = dto.language ?? requestLanguage;
    const { startDate, endDate } = dto.date;
    if (Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)) || Number.isNaN(Date.parse(`${endDate}T00:00:00Z`))) {
      throw new DomainError('VALIDATION_FAILED', 'enquiry.dateRequired', ['enquiry.dateRequired']);
    }
    if (endDate < startDate) throw new DomainError('VALIDATION_FAILED', 'enquiry.dateOrder', ['enquiry.dateOrder']);
    if (endDate < today()) throw new DomainError('VALIDATION_FAILED', 'enquiry.datePast', ['enquiry.datePast']);
    const position = dto.specialistValue
      ? POSITIONS.find((candidate) => candidate.code === dto.specialistValue)
      : undefined;
    const field = dto.fieldValue ? FIELDS.find((candidate) => candidate.code === dto.fieldValue) : undefined;
    if (
      (dto.specialistValue && !position) ||
      (dto.fieldValue && !field) ||
      (position && field && !position.fields.includes(field.code))
    ) {
      throw new DomainError('VALIDATION_FAILED', 'enquiry.specialistUnknown', ['enquiry.specialistUnknown']);
    }
    if (
      this.limiter.hit(`address:${address}`) > ENQUIRIES_PER_HOUR ||
      this.limiter.hit(`email:${dto.email}`) > ENQUIRIES_PER_HOUR
    ) {
      throw new DomainError('TOO_MANY_REQUESTS', 'enquiry.tooMany');
    }

    const enquiry = await this.enquiries.save(
      this.enquiries.create({
        startDate,
        endDate,
        dateString: dto.dateString || `${formatDay(startDate, language)} – ${formatDay(endDate, language)}`,
        hospitalName: dto.hospitalName,
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        specialistCode: position?.code ?? null,
        fieldCode: field?.code ?? null,
        language,
        consentAt: new Date(),
      }),
    );
    await this.deliver(() =>
      this.mail.send(
        this.config.mail.enquiryTo,
        operatorMail(enquiry, { specialist: position?.name.de, field: field?.name.de }),
        enquiry.email,
      ),
    );
    await this.deliver(() =>
      this.mail.send(
        enquiry.email,
        senderMail(enquiry, { specialist: position?.name[language], field: field?.name[language] }, language),
      ),
    );
    return { id: enquiry.id, message: translate('enquiry.received', language) };
  }

  /** The enquiry is stored either way; a mail that fails is logged (the team sees it in the back-office). */
  private async deliver(send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error(`Enquiry mail not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
