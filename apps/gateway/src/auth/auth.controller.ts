import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Redirect,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  type Actor,
  type ChangePasswordRequest,
  type CurrentUser,
  ErrorCode,
  GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE,
  type GuardianInvitationAccepted,
  type SignupRequest,
  type StaffInvitationAccept,
  changePasswordRequestSchema,
  guardianInvitationAcceptSchema,
  makesNewParentAccount,
  signupRequestSchema,
  staffInvitationAcceptSchema,
  currentUserSchema,
  guardianInvitationAcceptedSchema,
  loginRequestSchema,
} from '@portal/contracts';
import { RpcClient, ServiceError, SessionStore } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Public, SignedIn } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { AuthRateLimits } from '../security/auth-rate-limits';
import { SESSION_COOKIE } from './auth.tokens';
import { LoginGuard } from './login.guard';
import { loginPageFor } from './login-redirect';
import {
  type SessionCookieSettings,
  clearSessionCookie,
  readSessionCookie,
  writeSessionCookie,
} from './session-cookie';
import { Accepts, Answers } from '../openapi/answers.decorator';

/** Identity said no to what was sent (taken e-mail, common password), as opposed to being unreachable. */
function isRefusal(error: unknown): boolean {
  return error instanceof ServiceError && (error.code === ErrorCode.Validation || error.code === ErrorCode.Conflict);
}

type AuthenticatedRequest = FastifyRequest & { user: { user: CurrentUser; actor: Actor } };

@Controller()
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    private readonly limits: AuthRateLimits,
    @Inject(SESSION_COOKIE) private readonly cookie: SessionCookieSettings,
  ) {}

  @Post('auth/signup')
  @Answers(currentUserSchema)
  @Public()
  @HttpCode(201)
  async signup(
    @Body(new ZodValidation(signupRequestSchema)) body: SignupRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    await this.limits.consumeSignup(request.ip);
    const { user, actor } = await this.rpc
      .call('identity.auth.signup', body, { requestId: request.id })
      .catch(async (error: unknown) => {
        if (isRefusal(error)) await this.limits.recordSignupFailure(request.ip);
        throw error;
      });
    await this.startSession(request, reply, actor);
    return user;
  }

  /** A coach or admin invited by e-mail makes their account in the inviting club and is signed in. */
  @Post('auth/staff-invitations/accept')
  @Answers(currentUserSchema)
  @Public()
  @HttpCode(201)
  async acceptStaffInvitation(
    @Body(new ZodValidation(staffInvitationAcceptSchema)) body: StaffInvitationAccept,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    await this.limits.consumeSignup(request.ip);
    const { user, actor } = await this.rpc
      .call('identity.auth.accept-staff-invitation', body, { requestId: request.id })
      .catch(async (error: unknown) => {
        if (isRefusal(error)) await this.limits.recordSignupFailure(request.ip);
        throw error;
      });
    await this.startSession(request, reply, actor);
    return user;
  }

  /**
   * A parent or guardian opens their invitation link. With a name and password it makes a `parent`
   * account (the invitation's e-mail) and signs it in, as sign-up does; with the token alone it adds
   * the child to the signed-in parent account, whose sessions identity rewrites before answering.
   * Only a parent account may link (a player's or staff member's account has no children): others
   * get 403, and without a session the token alone is 401. Either way 201 with the account and child.
   */
  @Post('guardian-invitations/accept')
  @Answers(guardianInvitationAcceptedSchema, {
    status: 401,
    error: true,
    description: 'The token alone (linking a child) without a signed-in parent account.',
  })
  @Public()
  @HttpCode(201)
  async acceptGuardianInvitation(
    @Body(new ZodValidation(guardianInvitationAcceptSchema)) body: z.output<typeof guardianInvitationAcceptSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GuardianInvitationAccepted> {
    if (makesNewParentAccount(body)) {
      await this.limits.consumeSignup(request.ip);
      const { user, actor, child } = await this.rpc
        .call('identity.guardian.accept-invitation', body, { requestId: request.id })
        .catch(async (error: unknown) => {
          if (isRefusal(error)) await this.limits.recordSignupFailure(request.ip);
          throw error;
        });
      await this.startSession(request, reply, actor);
      return { user, child };
    }
    const session = await this.sessions.resolve(readSessionCookie(request, this.cookie));
    if (!session)
      throw new UnauthorizedException('Sign in to your parent account, or create one, to accept this invitation');
    if (session.actor.role !== 'parent') throw new ForbiddenException(GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE);
    return this.rpc.call(
      'identity.guardian.link-invitation',
      { token: body.token },
      { actor: session.actor, requestId: request.id },
    );
  }

  @Post('auth/login')
  @Accepts({ body: loginRequestSchema })
  @Answers(currentUserSchema, { status: 401, error: true, description: 'Wrong e-mail or password.' })
  @Public()
  @HttpCode(200)
  @UseGuards(LoginGuard)
  async login(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const { user, actor } = request.user;
    await this.startSession(request, reply, actor);
    return user;
  }

  @Get('auth/user')
  @Answers('identity.user.me')
  @SignedIn()
  currentUser(@Caller() caller: CallerContext): Promise<CurrentUser> {
    return this.rpc.call('identity.user.me', {}, caller);
  }

  /** A new password ends every other session of the user; this one stays signed in. */
  @Post('auth/password')
  @Answers({ description: 'Changed; the other sessions of the user have ended.' })
  @SignedIn()
  @HttpCode(204)
  async changePassword(
    @Body(new ZodValidation(changePasswordRequestSchema)) body: ChangePasswordRequest,
    @Caller() caller: CallerContext,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.rpc.call('identity.auth.change-password', body, caller);
    await this.sessions.revokeAllForUser(caller.actor.userId, readSessionCookie(request, this.cookie));
  }

  @Post('auth/logout')
  @Answers({ description: 'Signed out (or was not signed in).' })
  @Public()
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.endSession(request, reply);
  }

  /** Browser navigation: ends the session and goes home. */
  @Get('logout')
  @Answers({ status: 302, description: 'Signed out; to the home page.', headers: { Location: 'The home page.' } })
  @Public()
  @Redirect('/', 302)
  async logoutAndGoHome(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    reply.header('cache-control', 'no-store');
    await this.endSession(request, reply);
  }

  /** Browser navigation target of the client's re-login flow; `?returnTo=` goes on to the login page. */
  @Get('login')
  @Answers({
    status: 302,
    description: 'To the login page.',
    headers: { Location: 'The login page, with `returnTo` when it is one of ours.' },
  })
  @Public()
  @Redirect('/login', 302)
  goToLogin(@Query('returnTo') returnTo: unknown): { url: string } {
    return { url: loginPageFor(returnTo) };
  }

  /** A new id at every sign-in: any id issued before (possibly planted by an attacker) ends. */
  private async startSession(request: FastifyRequest, reply: FastifyReply, actor: Actor): Promise<void> {
    await this.sessions.destroy(readSessionCookie(request, this.cookie));
    const sessionId = await this.sessions.create(actor);
    writeSessionCookie(reply, this.cookie, sessionId);
    reply.header('cache-control', 'no-store');
  }

  private async endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.destroy(readSessionCookie(request, this.cookie));
    clearSessionCookie(reply, this.cookie);
  }
}
