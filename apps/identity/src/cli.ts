import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { clubRoleSchema, clubSlugSchema, emailSchema, passwordSchema } from '@portal/contracts';
import { ServiceError, prepareServiceProcess, serviceEnvSchema } from '@portal/server-kit';
import { z } from 'zod';
import { parseCliArguments } from './cli-arguments';
import { ClubsService } from './club/clubs.service';
import { serviceDefinition } from './service-definition';
import { UsersService } from './user/users.service';

const USAGE = `Usage:
  npm run portal -- club:create --name <name> --slug <slug> [--consent-age 13-16]
  npm run portal -- user:create --email <email> --password <password> --first-name <name> --last-name <name> [--role player|coach|admin] [--club <slug>]
  npm run portal -- user:set-role --email <email> --role player|coach|admin`;

const COMMANDS = ['club:create', 'user:create', 'user:set-role'] as const;

const createUserOptions = z.object({
  email: emailSchema,
  password: passwordSchema,
  'first-name': z.string().trim().min(1, 'is required'),
  'last-name': z.string().trim().min(1, 'is required'),
  role: clubRoleSchema.default('player'),
  club: clubSlugSchema.optional(),
});
const createClubOptions = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  slug: clubSlugSchema,
  'consent-age': z.coerce.number().int().min(13, 'must be 13 to 16').max(16, 'must be 13 to 16').default(13),
});
const setRoleOptions = z.object({ email: emailSchema, role: clubRoleSchema });

async function main(): Promise<number> {
  const { command, options } = parseCliArguments(process.argv.slice(2));
  if (!(COMMANDS as readonly string[]).includes(command ?? '')) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const { root } = await prepareServiceProcess({
    definition: serviceDefinition,
    processName: 'identity-cli',
    envSchema: serviceEnvSchema,
    withRpcHandlers: false,
    // The running identity service relays the events this command writes.
    withOutboxRelay: false,
    defaultLogLevel: 'warn',
  });
  const app = await NestFactory.createApplicationContext(root, { logger: false });
  try {
    const users = app.get(UsersService);
    if (command === 'club:create') {
      const input = createClubOptions.parse(options);
      const club = await app.get(ClubsService).createClub({
        name: input.name,
        slug: input.slug,
        consentAge: input['consent-age'],
      });
      process.stdout.write(`${club.id}\n`);
      process.stderr.write(`Created club ${club.name} (${club.slug}), consent age ${club.consentAge}\n`);
    } else if (command === 'user:create') {
      const input = createUserOptions.parse(options);
      const { user } = await users.createUser({
        email: input.email,
        password: input.password,
        firstName: input['first-name'],
        lastName: input['last-name'],
        role: input.role,
        placement: await app.get(ClubsService).placementForOperator(input.club, input.role),
      });
      process.stdout.write(`Created ${user.role} ${user.email} (${user.id})\n`);
    } else {
      const input = setRoleOptions.parse(options);
      const user = await users.setRoleByEmail(input.email, input.role);
      process.stdout.write(`${user.email} is now ${user.role}; their sessions were ended\n`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof z.ZodError) {
      const problems = error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n  ');
      process.stderr.write(`Invalid options:\n  ${problems}\n${USAGE}\n`);
      process.exit(64);
    }
    process.stderr.write(`${error instanceof ServiceError ? error.message : String(error)}\n`);
    process.exit(1);
  });
