import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReportCommentEntity } from './report-comment.entity';

/** The only code that reads or writes `reports.report_comments`. */
@Injectable()
export class ReportCommentRepository {
  constructor(@InjectRepository(ReportCommentEntity) private readonly comments: Repository<ReportCommentEntity>) {}

  async text(playerId: string, periodNumber: number): Promise<string | null> {
    return (await this.comments.findOneBy({ playerId, periodNumber }))?.text ?? null;
  }

  listForPlayer(playerId: string): Promise<ReportCommentEntity[]> {
    return this.comments.find({ where: { playerId }, order: { periodNumber: 'DESC' }, take: 1000 });
  }

  async write(playerId: string, periodNumber: number, text: string, authorId: string): Promise<ReportCommentEntity> {
    await this.comments.upsert({ playerId, periodNumber, text, authorId, updatedAt: new Date() }, [
      'playerId',
      'periodNumber',
    ]);
    return this.comments.findOneByOrFail({ playerId, periodNumber });
  }

  async remove(playerId: string, periodNumber: number): Promise<void> {
    await this.comments.delete({ playerId, periodNumber });
  }
}
