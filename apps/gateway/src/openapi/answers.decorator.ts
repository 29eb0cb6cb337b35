import { SetMetadata } from '@nestjs/common';
import { type RpcSubject, rpcDefinitions } from '@portal/contracts';
import { z } from 'zod';

export const ANSWERS = 'portal:openapi-answers';

/** One successful answer of a route, as the OpenAPI document describes it. */
export interface AnswerSpec {
  /** Defaults to the route's `@HttpCode`, else 201 for POST and 200 for the other methods. */
  status?: number;
  /** A JSON body: a contracts schema, or the answer schema of the RPC subject the handler returns as is. */
  schema?: z.ZodType | RpcSubject;
  /** A body that is not JSON (a PDF, a calendar invite, a file): its media type. */
  contentType?: string;
  description?: string;
  /** Response headers worth naming (`Location` of a redirect, `Content-Disposition` of a download). */
  headers?: Record<string, string>;
  /** An answer in the `{message, errors}` error shape (a 410 the route itself gives). */
  error?: boolean;
}

/**
 * What a route answers when it succeeds, next to the handler so the document cannot drift from it:
 * `@Answers('identity.player.me')` for a handler that returns that RPC's answer, `@Answers(schema)`
 * for a JSON body the gateway builds, `@Answers({ status: 204 })` or `{ contentType }` otherwise.
 */
export const Answers = (...answers: (z.ZodType | RpcSubject | AnswerSpec)[]) =>
  SetMetadata(
    ANSWERS,
    answers.map((answer): AnswerSpec =>
      typeof answer === 'string' || isZodSchema(answer) ? { schema: answer } : answer,
    ),
  );

export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

export const ACCEPTS = 'portal:openapi-accepts';

/** What a route reads that no ZodValidation pipe declares (a guard or the handler parses it). */
export interface AcceptsSpec {
  body?: z.ZodType;
  query?: z.ZodType;
  /** A body that is not JSON (an image, a file): its media type(s). */
  rawBody?: { contentTypes: string[]; description: string };
  /** The route's errors may also come as plain text (tus answers its own errors so). */
  plainTextErrors?: boolean;
  /** Request headers the route needs (tus's `Tus-Resumable`). */
  headers?: { name: string; schema: z.ZodType; required: boolean; description: string }[];
}

/** `@Accepts({ body: loginRequestSchema })` when a guard or the handler validates the input itself. */
export const Accepts = (spec: AcceptsSpec) => SetMetadata(ACCEPTS, spec);

/**
 * The answer of a player's list route (arrayOrPage): the plain array of the RPC page's items without
 * `?limit=`, the page itself with it.
 */
export function arrayOrPageOf(subject: RpcSubject): z.ZodType {
  const page = rpcDefinitions[subject].response as unknown as z.ZodObject<{ items: z.ZodType }>;
  return z.union([page.shape.items, page]);
}
