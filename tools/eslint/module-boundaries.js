'use strict';
const path = require('node:path');
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
  'pino',
  'fastify',
  '@fastify/',
  'passport',
];

function projectOf(filename, workspaceRoot) {
  const relative = path.relative(workspaceRoot, filename).split(path.sep);
  if ((relative[0] === 'apps' || relative[0] === 'libs') && relative[1]) {
    return {
      kind: relative[0] === 'apps' ? 'app' : 'lib',
      name: relative[1],
      root: path.join(workspaceRoot, relative[0], relative[1]),
    };
  }
  return undefined;
}

function isServerOnly(source) {
  return (
    NODE_BUILTINS.has(source) ||
    NODE_BUILTINS.has(source.split('/')[0]) ||
    SERVER_ONLY_PACKAGES.some((name) => source === name || source.startsWith(name.endsWith('/') ? name : `${name}/`))
  );
}

/**
 * Keeps the dependency graph of the monorepo honest:
 * - an app imports only itself and libs (never another app, by package name or relative path);
 * - libs never import apps; libs/contracts stays pure (no Nest, TypeORM, Node-only modules, server-kit),
 *   because the browser imports it.
 */
module.exports = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { workspaceRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      otherApp: 'Apps must not import another app ("{{source}}"); share code through libs/.',
      appFromLib: 'Libraries must not import apps ("{{source}}").',
      impureContracts: 'libs/contracts must stay pure TypeScript usable by the browser; "{{source}}" is server-only.',
      contractsImportsServerKit: 'libs/contracts must not import server-kit.',
    },
  },
  create(context) {
    const workspaceRoot = context.options[0]?.workspaceRoot ?? process.cwd();
    const filename = context.filename ?? context.getFilename();
    const project = projectOf(filename, workspaceRoot);
    if (!project) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = projectOf(path.resolve(path.dirname(filename), source), workspaceRoot);
        if (target && target.kind === 'app' && target.name !== project.name) {
          context.report({ node, messageId: project.kind === 'app' ? 'otherApp' : 'appFromLib', data: { source } });
        }
        return;
      }
      const portal = /^@portal\/([^/]+)/.exec(source);
      if (portal) {
        const target = portal[1];
        const isLib = target === 'contracts' || target === 'server-kit';
        if (!isLib && target !== project.name) {
          context.report({ node, messageId: project.kind === 'app' ? 'otherApp' : 'appFromLib', data: { source } });
        }
        if (project.name === 'contracts' && target === 'server-kit')
          context.report({ node, messageId: 'contractsImportsServerKit' });
        return;
      }
      if (project.kind === 'lib' && project.name === 'contracts' && isServerOnly(source)) {
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
