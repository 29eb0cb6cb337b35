/** A request body sent as this exact JSON text (for input no `JSON.stringify` would produce). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * A tiny cookie-keeping HTTP client for API tests: it behaves like one browser tab (stores the
 * session cookie, sends the page's Origin on writes) without a browser.
 */
export class BrowserLikeClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | undefined = baseUrl,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const requestHeaders: Record<string, string> = { ...headers };
    if (body !== undefined) requestHeaders['content-type'] = 'application/json';
    if (this.cookies.size > 0)
      requestHeaders.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.origin && method !== 'GET' && method !== 'HEAD' && !('origin' in headers))
      requestHeaders.origin = this.origin;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : body instanceof RawJson ? body.text : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const cookieValue = value.join('=');
      if (cookieValue === '' || /max-age=0/i.test(header)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), cookieValue);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>): Promise<Response> {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.request('POST', path, body, headers);
  }

  patch(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.request('PATCH', path, body, headers);
  }

  put(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.request('PUT', path, body, headers);
  }
}
