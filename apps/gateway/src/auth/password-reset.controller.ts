import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type PasswordReset,
  type PasswordResetRequest,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@portal/contracts';
import { LOGGER, type Logger, RpcClient, SessionStore } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access-rule';
import { ZodValidation } from '../http/zod-validation.pipe';
import { AuthRateLimits } from '../security/auth-rate-limits';
import { SESSION_COOKIE } from './auth.tokens';
import { type SessionCookieSettings, clearSessionCookie } from './session-cookie';
import { Answers } from '../openapi/answers.decorator';
import { z } from 'zod';

/** Forgotten passwords: ask for a one-time link by e-mail, then set a new password with it. */
@Controller('auth/password-reset')
@Public()
export class PasswordResetController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    private readonly limits: AuthRateLimits,
    @Inject(SESSION_COOKIE) private readonly cookie: SessionCookieSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The same 202 whether or not the e-mail has an account. */
  @Post('request')
  @Answers(z.object({ message: z.string() }))
  @HttpCode(202)
  async request(
    @Body(new ZodValidation(passwordResetRequestSchema)) body: PasswordResetRequest,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limits.consumePasswordResetRequest(request.ip);
    await this.rpc.call('identity.auth.request-password-reset', body, { requestId: request.id });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets the new password and ends every session of the user at once; the gateway's consumer of
   * `identity.user.password-reset` does it again, so a crash between the two still ends them.
   */
  @Post()
  @Answers({ description: 'The new password is set; every session of the user has ended.' })
  @HttpCode(204)
  async reset(
    @Body(new ZodValidation(passwordResetSchema)) body: PasswordReset,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.limits.consumePasswordResetRequest(request.ip);
    const { userId } = await this.rpc.call('identity.auth.reset-password', body, { requestId: request.id });
    const ended = await this.sessions.revokeAllForUser(userId);
    this.logger.info({ userId, endedSessions: ended }, 'password reset: sessions ended');
    clearSessionCookie(reply, this.cookie);
    reply.header('cache-control', 'no-store');
  }
}
