import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who recorded a player's date of birth (ARCHITECTURE §9, issue 37): `self` (the age question),
 * `guardian` or `club`. A player never changes one on file; staff or a guardian correct it. The
 * dates already on file were written by staff, a guardian or a player keeping themself under the
 * consent age: which one was not kept, so they count as the club's, the reading that lets no player
 * change them. A date and its source are set and cleared together.
 */
export class DateOfBirthSource1764600000100 implements MigrationInterface {
  name = 'DateOfBirthSource1764600000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "identity"."players" ADD COLUMN "date_of_birth_source" text`);
    await queryRunner.query(
      `UPDATE "identity"."players" SET "date_of_birth_source" = 'club' WHERE "date_of_birth" IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "identity"."players"
        ADD CONSTRAINT "players_date_of_birth_source_check"
          CHECK ("date_of_birth_source" IN ('self', 'guardian', 'club')),
        ADD CONSTRAINT "players_date_of_birth_with_source"
          CHECK (("date_of_birth" IS NULL) = ("date_of_birth_source" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "identity"."players" DROP COLUMN "date_of_birth_source"`);
  }
}
