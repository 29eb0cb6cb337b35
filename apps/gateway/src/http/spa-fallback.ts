import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Serves the web app's index.html for any non-/api page, so client-side routes survive a reload. */
export class SpaFallback {
  private readonly indexHtml: Buffer | undefined;

  constructor(readonly webDistDir: string) {
    const indexPath = join(webDistDir, 'index.html');
    this.indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  handles(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (an old hashed chunk, a typo) is a real 404, never a page in its place.
    const looksLikeFile = path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path);
    // /metrics is served on the internal METRICS_PORT only; here it is a plain 404, not the app.
    return (
      this.available && isPage && !looksLikeFile && path !== '/api' && !path.startsWith('/api/') && path !== '/metrics'
    );
  }

  send(reply: FastifyReply): void {
    reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}
