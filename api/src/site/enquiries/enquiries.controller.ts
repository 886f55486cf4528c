import { Body, Controller, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Language } from '@medstaff/domain';
import { RequestLanguage } from '../../platform/authentication/auth.guards';
import { EnquiryCreatedDto, EnquiryDto } from './dto/enquiry.dto';
import { EnquiriesService } from './enquiries.service';
import { PublicRoute } from '../../platform/authentication/require-access.decorator';

@ApiTags('enquiries')
@PublicRoute()
@Controller('metainformation/submit')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  /** The public site's staffing enquiry. */
  @Post('send-email')
  @ApiCreatedResponse({ type: EnquiryCreatedDto, description: 'Stored, sent to the team and confirmed to the sender' })
  @ApiBadRequestResponse({ description: 'message: the list of problems, in the request language' })
  @ApiTooManyRequestsResponse({ description: 'Too many enquiries from this address or email within an hour' })
  @ApiOperation({ summary: "Send the public site's enquiry form" })
  submit(
    @Body() dto: EnquiryDto,
    @RequestLanguage() language: Language,
    @Ip() address: string,
  ): Promise<EnquiryCreatedDto> {
    return this.enquiries.submit(dto, language, address);
  }
}
