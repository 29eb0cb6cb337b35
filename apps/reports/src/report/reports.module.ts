import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DirectoryModule } from '../directory/directory.module';
import { ReportEntity } from './report.entity';
import { ReportFilesModule } from './report-files.module';
import { ReportRepository } from './report.repository';
import { ReportsController } from './reports.controller';

/** The service side of reports: list, download, generate now. */
@Module({
  imports: [TypeOrmModule.forFeature([ReportEntity]), DirectoryModule, ReportFilesModule],
  controllers: [ReportsController],
  providers: [ReportRepository],
})
export class ReportsModule {}
