import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Actor } from '@portal/contracts';
import { SessionStore } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { SESSION_COOKIE } from './auth.tokens';
import { type SessionCookieSettings, readSessionCookie } from './session-cookie';

/** Resolves the session cookie to the actor stored server-side; no session, no actor. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(SESSION_COOKIE) private readonly cookie: SessionCookieSettings,
  ) {
    super();
  }

  async validate(request: FastifyRequest): Promise<Actor | null> {
    const record = await this.sessions.resolve(readSessionCookie(request, this.cookie));
    return record?.actor ?? null;
  }
}
