import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from './processes';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built app's command-line entry point (e.g. identity's `cli.js`) with the given env. */
export function runAppCli(app: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(workspaceRoot(), 'apps', app, 'dist', 'cli.js'), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
