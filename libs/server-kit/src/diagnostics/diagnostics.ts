import { type DynamicModule, Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { ParsedJobPayload } from '@portal/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  Repository,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { type JobContext, OnJob } from '../jobs';

/**
 * The small job proving a worker's wiring in platform tests: queue → worker → PostgreSQL, including
 * retry after a worker dies mid-job. Not part of server-kit's main exports
 * (`@portal/server-kit/diagnostics`).
 */
@Entity({ name: 'diagnostic_runs' })
export class DiagnosticRun {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'text' })
  jobId!: string;

  @Column({ type: 'text' })
  label!: string;

  @Column({ type: 'int' })
  attempt!: number;

  @CreateDateColumn({ name: 'completed_at', type: 'timestamptz' })
  completedAt!: Date;
}

export function diagnosticRunsMigration(schema: string): new () => MigrationInterface {
  return class DiagnosticRuns1763700000001 implements MigrationInterface {
    name = 'DiagnosticRuns1763700000001';
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE "${schema}"."diagnostic_runs" (
          "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          "job_id" text NOT NULL,
          "label" text NOT NULL,
          "attempt" int NOT NULL,
          "completed_at" timestamptz NOT NULL DEFAULT now()
        )`);
      await queryRunner.query(`CREATE INDEX "diagnostic_runs_label" ON "${schema}"."diagnostic_runs" ("label")`);
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE "${schema}"."diagnostic_runs"`);
    }
  };
}

type DiagnosticJobName = 'media.diagnostic' | 'reports.diagnostic';

/** The `@OnJob` handler of one diagnostic job. */
@Module({})
export class DiagnosticJobsModule {
  static forJob(job: DiagnosticJobName): DynamicModule {
    @Injectable()
    class DiagnosticProcessor {
      constructor(@InjectRepository(DiagnosticRun) private readonly runs: Repository<DiagnosticRun>) {}

      @OnJob(job)
      async run(
        { label, workMs }: ParsedJobPayload<DiagnosticJobName>,
        context: JobContext,
      ): Promise<{ recorded: true }> {
        await sleep(workMs);
        await this.runs.insert({ jobId: context.jobId, label, attempt: context.attempt });
        return { recorded: true };
      }
    }
    return {
      module: DiagnosticJobsModule,
      imports: [TypeOrmModule.forFeature([DiagnosticRun])],
      providers: [DiagnosticProcessor],
    };
  }
}
