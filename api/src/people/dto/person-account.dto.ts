import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_REASON_MAX, ACCOUNT_STATUS_ACTIONS, MAX_ID, PERSON_ROLES, type PersonRole } from '@medstaff/domain';
import { Allow, IsIn, IsInt, Max, Min } from 'class-validator';

/** What every account change carries: the version it was made on, and the administrator's reason. */
class AccountChangeDto {
  @ApiProperty({ description: 'The version of the person the change was made on', example: 3 })
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  version: number;

  /** Checked by the service (accountReasonProblem): required, at most ACCOUNT_REASON_MAX characters. */
  @ApiProperty({
    type: String,
    maxLength: ACCOUNT_REASON_MAX,
    description: 'Why: audited and mailed to the person',
    example: 'Vertrag beendet',
  })
  @Allow()
  reason: unknown;
}

/** `POST /admin/persons/{id}/status`: disable the account, or enable it again. */
export class ChangePersonStatusDto extends AccountChangeDto {
  @ApiProperty({ enum: ACCOUNT_STATUS_ACTIONS, description: 'DISABLED, or ACTIVE to enable again' })
  @IsIn(ACCOUNT_STATUS_ACTIONS)
  status: (typeof ACCOUNT_STATUS_ACTIONS)[number];
}

/** `POST /admin/persons/{id}/role`: give the person another role. */
export class ChangePersonRoleDto extends AccountChangeDto {
  @ApiProperty({ enum: PERSON_ROLES })
  @IsIn(PERSON_ROLES)
  role: PersonRole;
}
