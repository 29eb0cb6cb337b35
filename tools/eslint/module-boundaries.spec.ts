import { RuleTester } from 'eslint';
import { join } from 'node:path';
const rule = require('./module-boundaries.js');

const root = '/repo';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ workspaceRoot: root }];
const file = (path: string) => join(root, path);

// RuleTester declares its own describe/it blocks, one per case.
describe('module boundaries lint rule', () => {
  tester.run('module-boundaries', rule, {
    valid: [
      { code: "import { x } from '@portal/contracts';", filename: file('apps/gateway/src/main.ts'), options },
      { code: "import { y } from '@portal/server-kit';", filename: file('apps/identity/src/main.ts'), options },
      { code: "import { z } from './local';", filename: file('apps/identity/src/main.ts'), options },
      { code: "import { z } from 'zod';", filename: file('libs/contracts/src/auth.ts'), options },
      { code: "import { Injectable } from '@nestjs/common';", filename: file('libs/server-kit/src/a.ts'), options },
    ],
    invalid: [
      {
        code: "import { x } from '@portal/identity';",
        filename: file('apps/gateway/src/main.ts'),
        options,
        errors: [{ messageId: 'otherApp' }],
      },
      {
        code: "import { x } from '../../identity/src/user';",
        filename: file('apps/gateway/src/main.ts'),
        options,
        errors: [{ messageId: 'otherApp' }],
      },
      {
        code: "import { x } from '@portal/gateway';",
        filename: file('libs/server-kit/src/a.ts'),
        options,
        errors: [{ messageId: 'appFromLib' }],
      },
      {
        code: "import { Injectable } from '@nestjs/common';",
        filename: file('libs/contracts/src/a.ts'),
        options,
        errors: [{ messageId: 'impureContracts' }],
      },
      {
        code: "import { Entity } from 'typeorm';",
        filename: file('libs/contracts/src/a.ts'),
        options,
        errors: [{ messageId: 'impureContracts' }],
      },
      {
        code: "import { readFileSync } from 'node:fs';",
        filename: file('libs/contracts/src/a.ts'),
        options,
        errors: [{ messageId: 'impureContracts' }],
      },
      {
        code: "import { createHash } from 'crypto';",
        filename: file('libs/contracts/src/a.ts'),
        options,
        errors: [{ messageId: 'impureContracts' }],
      },
      {
        code: "import { x } from '@portal/server-kit';",
        filename: file('libs/contracts/src/a.ts'),
        options,
        errors: [{ messageId: 'contractsImportsServerKit' }],
      },
    ],
  });
});
