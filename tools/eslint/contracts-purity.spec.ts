import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
const rule = require('./contracts-purity.js');

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const errors = [{ messageId: 'impureContracts' }];

// RuleTester declares its own describe/it blocks, one per case. eslint.config.mjs applies the rule to
// libs/contracts only, so the cases need no file names.
describe('contracts purity lint rule', () => {
  tester.run('contracts-purity', rule, {
    valid: [
      "import { z } from 'zod';",
      "import { x } from './local';",
      "export * from './schemas';",
      "import type { Foo } from '../types';",
      // Names that only start like a banned package are fine.
      "import { x } from 'pgp-utils';",
      "import { x } from 'natsort';",
    ],
    invalid: [
      { code: "import { Injectable } from '@nestjs/common';", errors },
      { code: "import { Entity } from 'typeorm';", errors },
      { code: "import type { Repository } from 'typeorm';", errors },
      { code: "import { Pool } from 'pg';", errors },
      { code: "import { connect } from 'nats';", errors },
      { code: "import { Queue } from 'bullmq';", errors },
      { code: "import Redis from 'ioredis';", errors },
      { code: "import { readFileSync } from 'node:fs';", errors },
      { code: "import { createHash } from 'crypto';", errors },
      { code: "import { join } from 'path/posix';", errors },
      { code: "export { Injectable } from '@nestjs/common';", errors },
      { code: "export * from 'typeorm';", errors },
      { code: "const fs = require('fs');", errors },
      { code: "const pg = await import('pg');", errors },
    ],
  });
});
