import { Module } from '@nestjs/common';
import { AuthModule } from '../../accounts/auth.module';
import { DemoDataService } from './demo-data.service';

@Module({ imports: [AuthModule], providers: [DemoDataService], exports: [DemoDataService] })
export class DemoDataModule {}
