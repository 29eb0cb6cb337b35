import { ErrorCode, type RpcErrorPayload } from '@portal/contracts';
import { type MsgHdrs, headers as natsHeaders } from 'nats';

/**
 * A streamed RPC answer travels as frames, each one NATS message: its kind, sequence number and (on the
 * first) the stream's id in headers, its bytes as the raw payload (no JSON around 64 KB of CSV).
 *
 * The caller opens a stream with an ordinary request envelope on the subject; the first frame answers it.
 * Every later frame answers one credit message (a request on the service's credit subject naming the
 * stream), so the service publishes exactly one reply per message it received: the flow control is the
 * credit, and the NATS permission model (a responder may answer each request once) stays as it is.
 */
export const STREAM_FRAME_HEADER = 'Portal-Stream';
export const STREAM_SEQ_HEADER = 'Portal-Stream-Seq';
export const STREAM_ID_HEADER = 'Portal-Stream-Id';

/** Bytes a service gathers into one frame: large enough to amortise a message, far below max_payload. */
export const STREAM_CHUNK_BYTES = 64 * 1024;
/** Frames the caller lets the service send ahead of what its reader took. */
export const STREAM_CREDIT_WINDOW = 4;

export type StreamFrame =
  | { kind: 'data' | 'end'; seq: number; streamId?: string; bytes: Uint8Array }
  | { kind: 'error'; seq: number; error: RpcErrorPayload };

/** What the caller sends on the credit subject, inside the usual request envelope (so it carries the actor token). */
export interface StreamCredit {
  streamId: string;
  /** The caller stops reading (its client went away): the service lets the stream go. */
  cancel?: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeStreamFrame(frame: StreamFrame): { payload: Uint8Array; headers: MsgHdrs } {
  const headers = natsHeaders();
  headers.set(STREAM_FRAME_HEADER, frame.kind);
  headers.set(STREAM_SEQ_HEADER, String(frame.seq));
  if (frame.kind === 'error') return { payload: encoder.encode(JSON.stringify(frame.error)), headers };
  if (frame.streamId) headers.set(STREAM_ID_HEADER, frame.streamId);
  return { payload: frame.bytes, headers };
}

/**
 * The frame a message carries, or an error frame for anything else: NATS's own 503 status (nobody serves
 * the subject) is UNAVAILABLE, a message that is not a frame is INTERNAL.
 */
export function decodeStreamFrame(data: Uint8Array, headers: MsgHdrs | undefined): StreamFrame {
  if (headers?.hasError && headers.code === 503) {
    return { kind: 'error', seq: -1, error: { code: ErrorCode.Unavailable, message: 'No service answers' } };
  }
  const kind = headers?.get(STREAM_FRAME_HEADER);
  const seq = Number(headers?.get(STREAM_SEQ_HEADER));
  if (!Number.isInteger(seq) || seq < 0) return malformed();
  if (kind === 'error') {
    try {
      const error = JSON.parse(decoder.decode(data)) as Partial<RpcErrorPayload>;
      if (typeof error.code !== 'string' || typeof error.message !== 'string') return malformed();
      return { kind, seq, error: error as RpcErrorPayload };
    } catch {
      return malformed();
    }
  }
  if (kind !== 'data' && kind !== 'end') return malformed();
  const streamId = headers?.get(STREAM_ID_HEADER);
  return { kind, seq, bytes: data, ...(streamId ? { streamId } : {}) };
}

function malformed(): StreamFrame {
  return { kind: 'error', seq: -1, error: { code: ErrorCode.Internal, message: 'Malformed stream frame' } };
}

/**
 * Gathers a source of strings or bytes into chunks of about `chunkBytes` (a piece larger than that is
 * cut), so a frame is neither one tiny message per CSV line nor larger than NATS carries.
 */
export async function* chunksOf(
  source: AsyncIterable<string | Uint8Array>,
  chunkBytes: number = STREAM_CHUNK_BYTES,
): AsyncGenerator<Uint8Array> {
  let pieces: Uint8Array[] = [];
  let gathered = 0;
  for await (const piece of source) {
    let bytes = typeof piece === 'string' ? encoder.encode(piece) : piece;
    while (gathered + bytes.length >= chunkBytes) {
      const take = chunkBytes - gathered;
      pieces.push(bytes.subarray(0, take));
      yield Buffer.concat(pieces, chunkBytes);
      pieces = [];
      gathered = 0;
      bytes = bytes.subarray(take);
    }
    if (bytes.length > 0) {
      pieces.push(bytes);
      gathered += bytes.length;
    }
  }
  if (gathered > 0) yield Buffer.concat(pieces, gathered);
}
