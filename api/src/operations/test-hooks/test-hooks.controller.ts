import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { ReleaseSweeper } from '../../marketplace/workflow/release-sweeper.service';
import { PublicRoute } from '../../platform/authentication/require-access.decorator';

const MAX_ADVANCE_MS = 31 * 24 * 3_600_000;

export class ReleaseDueDto {
  @ApiProperty({ description: 'Run the sweep as if this many milliseconds had passed', example: 7_200_000 })
  @IsInt({ message: 'advanceMs must be a whole number of milliseconds' })
  @Min(0, { message: 'advanceMs must be between 0 and 31 days' })
  @Max(MAX_ADVANCE_MS, { message: 'advanceMs must be between 0 and 31 days' })
  advanceMs: number;
}

/**
 * Hooks for the end-to-end journeys, registered only with TEST_HOOKS=true (refused in production):
 * a journey cannot wait hours for a request's time limit, so it runs the release sweeper as if
 * that time had passed. Nothing else about the server's time changes.
 */
@ApiTags('test hooks (TEST_HOOKS only)')
@PublicRoute()
@Controller('test-hooks')
export class TestHooksController {
  constructor(private readonly sweeper: ReleaseSweeper) {}

  @Post('release-due')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The ids of the requests this sweep released' })
  async releaseDue(@Body() dto: ReleaseDueDto): Promise<{ released: number[] }> {
    return { released: await this.sweeper.sweep(new Date(Date.now() + dto.advanceMs)) };
  }
}
