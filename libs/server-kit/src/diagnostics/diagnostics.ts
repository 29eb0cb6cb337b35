import { type DynamicModule, Module } from '@nestjs/common';
import { diagnosticJobSchema, type JobPayloads } from '@portal/contracts';
import type { Job } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  PrimaryGeneratedColumn,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { JOB_PROCESSORS } from '../bootstrap/tokens';
import type { JobEnvelope, JobName } from '../jobs';

/**
 * The small job each worker runs until its real jobs exist: it proves the path
 * queue → worker → PostgreSQL, including retry after a worker dies mid-job.
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

async function runDiagnostic(dataSource: DataSource, job: Job<JobEnvelope>): Promise<{ recorded: true }> {
  const { label, workMs } = diagnosticJobSchema.parse(job.data.payload);
  await sleep(workMs);
  await dataSource.getRepository(DiagnosticRun).insert({ jobId: String(job.id), label, attempt: job.attemptsMade + 1 });
  return { recorded: true };
}

/** Provides JOB_PROCESSORS with the diagnostic job under the given name. */
@Module({})
export class DiagnosticProcessorsModule {
  static forJob(name: JobName & keyof JobPayloads): DynamicModule {
    return {
      module: DiagnosticProcessorsModule,
      providers: [
        {
          provide: JOB_PROCESSORS,
          useFactory: (dataSource: DataSource) => ({
            [name]: (job: Job<JobEnvelope>) => runDiagnostic(dataSource, job),
          }),
          inject: [DataSource],
        },
      ],
      exports: [JOB_PROCESSORS],
    };
  }
}
