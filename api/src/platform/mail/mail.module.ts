import { Global, Module } from '@nestjs/common';
import { MAIL_SENDER_DEFAULTS, MAIL_SENDER_OPTIONS, MailSenderService } from './mail-sender.service';
import { MailPrivacyService } from './mail-privacy.service';
import { MailService } from './mail.service';

/** Mail: the outbox (MailService.enqueue) and the sender that delivers it. */
@Global()
@Module({
  providers: [
    MailService,
    MailSenderService,
    MailPrivacyService,
    { provide: MAIL_SENDER_OPTIONS, useValue: MAIL_SENDER_DEFAULTS },
  ],
  exports: [MailService, MailSenderService, MailPrivacyService],
})
export class MailModule {}
