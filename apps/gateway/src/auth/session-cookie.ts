import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../gateway-config';

export interface SessionCookieSettings {
  name: string;
  secure: boolean;
  maxAgeSeconds: number;
}

/** `__Host-` cookies must be Secure, host-only and path /, which is exactly what a session wants. */
export function sessionCookieSettings(config: GatewayConfig): SessionCookieSettings {
  const secure = config.COOKIE_SECURE ?? new URL(config.PUBLIC_URL).protocol === 'https:';
  return {
    name: secure ? '__Host-portal_sid' : 'portal_sid',
    secure,
    maxAgeSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS,
  };
}

export function readSessionCookie(request: FastifyRequest, settings: SessionCookieSettings): string | undefined {
  return request.cookies?.[settings.name];
}

export function writeSessionCookie(reply: FastifyReply, settings: SessionCookieSettings, sessionId: string): void {
  reply.setCookie(settings.name, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: settings.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(settings.name, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' });
}
