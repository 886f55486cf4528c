import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FIELDS, POSITIONS, berlinDay, type Language } from '@medstaff/domain';
import { Repository } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/common/domain-error';
import { translate } from '../../platform/common/messages';
import { MailService } from '../../platform/mail/mail.service';
import { ThrottleService } from '../../platform/throttle/throttle.service';
import type { EnquiryCreatedDto, EnquiryDto } from './dto/enquiry.dto';
import { operatorMail, senderMail } from './enquiry-mails';
import { Enquiry } from './enquiry.entity';

/** Today in Berlin (an enquiry's days are Berlin days). */
const today = () => berlinDay(Date.now());
const formatDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: ThrottleService,
  ) {}

  /** Stores the enquiry and, in its transaction, queues the mail to the operator and the sender's confirmation. */
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
    // Limits per address and per sender email (throttle-limits.ts): 429 beyond them.
    await this.throttle.enforce('enquiry.address', [address], 'enquiry.tooMany');
    await this.throttle.enforce('enquiry.sender', [dto.email], 'enquiry.tooMany');

    return this.enquiries.manager.transaction(async (manager) => {
      const enquiry = await manager.save(
        manager.create(Enquiry, {
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
      await this.mail.enqueue(
        manager,
        this.config.mail.enquiryTo,
        operatorMail(enquiry, { specialist: position?.name.de, field: field?.name.de }),
        enquiry.email,
      );
      await this.mail.enqueue(
        manager,
        enquiry.email,
        senderMail(enquiry, { specialist: position?.name[language], field: field?.name[language] }, language),
      );
      return { id: enquiry.id, message: translate('enquiry.received', language) };
    });
  }
}
