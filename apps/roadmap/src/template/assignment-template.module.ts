import { Module } from '@nestjs/common';
import { AssignmentTemplateRepository } from './assignment-template.repository';
import { AssignmentTemplatesController } from './assignment-templates.controller';
import { AssignmentTemplatesService } from './assignment-templates.service';

/** A club's assignment templates (Add Assignment starts from one). */
@Module({
  controllers: [AssignmentTemplatesController],
  providers: [AssignmentTemplateRepository, AssignmentTemplatesService],
})
export class AssignmentTemplateModule {}
