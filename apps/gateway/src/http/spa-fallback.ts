import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A page's HTML and the compressed copies the web build wrote beside it. */
interface PageBody {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readPage(file: string): PageBody {
  const optional = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
  return { html: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
}

/** The prerendered public pages (apps/web/build/prerender.ts): path → page, from `pages.json`. */
function readPrerenderedPages(webDistDir: string): Map<string, PageBody> {
  const dir = join(webDistDir, 'prerendered');
  const listing = join(dir, 'pages.json');
  if (!existsSync(listing)) return new Map();
  const pages = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, readPage(join(dir, file))]));
}

/**
 * Serves the web app's index.html for any non-/api page, so client-side routes survive a reload.
 * A public page that was prerendered (landing, login, sign-up, forgot password) goes as its HTML to
 * a visitor without a session cookie and without a query, so its text paints before the script
 * arrives; with a cookie the visitor may be signed in (the landing path is their dashboard), and with
 * a query the page may differ, so they get index.html.
 */
export class SpaFallback {
  private readonly index: PageBody | undefined;
  private readonly prerendered: Map<string, PageBody>;

  constructor(
    readonly webDistDir: string,
    private readonly sessionCookieName?: string,
  ) {
    const indexPath = join(webDistDir, 'index.html');
    this.index = existsSync(indexPath) ? readPage(indexPath) : undefined;
    this.prerendered = this.index ? readPrerenderedPages(webDistDir) : new Map();
  }

  get available(): boolean {
    return this.index !== undefined;
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

  send(reply: FastifyReply, request?: FastifyRequest): void {
    const page = (request && this.prerenderedFor(request)) ?? this.index;
    if (!page) return void reply.status(404).send();
    const accepts = String(request?.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      page.br && /\bbr\b/.test(accepts)
        ? [page.br, 'br']
        : page.gzip && /\bgzip\b/.test(accepts)
          ? [page.gzip, 'gzip']
          : [page.html, undefined];
    reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
  }

  private prerenderedFor(request: FastifyRequest): PageBody | undefined {
    if (this.sessionCookieName && request.cookies?.[this.sessionCookieName]) return undefined;
    // The pages were drawn without a query; one (an invite code, a return path) may change what the
    // app draws, and a page that does not match what the app draws would be drawn again.
    if (request.url.includes('?')) return undefined;
    const path = (request.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    return this.prerendered.get(path);
  }
}
