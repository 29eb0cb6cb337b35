'use strict';
const { builtinModules } = require('node:module');

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const SERVER_ONLY_PACKAGES = [
  '@nestjs/',
  'typeorm',
  'pg',
  'ioredis',
  'bullmq',
  'nats',
  'argon2',
  '@node-rs/',
  'pino',
  'fastify',
  '@fastify/',
  'passport',
];

function isServerOnly(source) {
  return (
    NODE_BUILTINS.has(source) ||
    NODE_BUILTINS.has(source.split('/')[0]) ||
    SERVER_ONLY_PACKAGES.some((name) => source === name || source.startsWith(name.endsWith('/') ? name : `${name}/`))
  );
}

/**
 * libs/contracts is imported by the browser as well as the servers, so it stays pure TypeScript:
 * no Node builtins (`fs`, `node:crypto`, ...) and no server-only packages (Nest, TypeORM, pg, NATS,
 * BullMQ, ioredis, ...), whether imported, re-exported, `require`d or `import()`ed.
 *
 * eslint.config.mjs applies it to libs/contracts only. Which project may depend on which is
 * `@nx/enforce-module-boundaries`' job (project tags); npm packages and builtins are not projects,
 * so this rule covers them.
 */
module.exports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      impureContracts: 'libs/contracts must stay pure TypeScript usable by the browser; "{{source}}" is server-only.',
    },
  },
  create(context) {
    function check(node, source) {
      if (typeof source === 'string' && isServerOnly(source)) {
        context.report({ node, messageId: 'impureContracts', data: { source } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments[0]?.type === 'Literal'
        ) {
          check(node, node.arguments[0].value);
        }
      },
    };
  },
};
