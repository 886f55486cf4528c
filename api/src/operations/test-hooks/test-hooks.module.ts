import { Module } from '@nestjs/common';
import { WorkflowModule } from '../../marketplace/workflow/workflow.module';
import { TestHooksController } from './test-hooks.controller';

/** `/api/test-hooks/*`: imported by AppModule only when the config's `testHooks` is on. */
@Module({
  imports: [WorkflowModule],
  controllers: [TestHooksController],
})
export class TestHooksModule {}
