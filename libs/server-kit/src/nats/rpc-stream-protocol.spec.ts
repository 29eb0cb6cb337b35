import { ErrorCode } from '@portal/contracts';
import { headers as natsHeaders } from 'nats';
import {
  STREAM_FRAME_HEADER,
  STREAM_SEQ_HEADER,
  chunksOf,
  decodeStreamFrame,
  encodeStreamFrame,
} from './rpc-stream-protocol';

async function collect(source: AsyncIterable<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of source) out.push(Buffer.from(chunk).toString('utf8'));
  return out;
}

async function* pieces(...values: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  yield* values;
}

describe('stream frames', () => {
  it('round-trips data, end and error frames', () => {
    const data = encodeStreamFrame({ kind: 'data', seq: 0, streamId: 'abc', bytes: Buffer.from('a,b\r\n') });
    expect(decodeStreamFrame(data.payload, data.headers)).toEqual({
      kind: 'data',
      seq: 0,
      streamId: 'abc',
      bytes: Buffer.from('a,b\r\n'),
    });
    const end = encodeStreamFrame({ kind: 'end', seq: 7, bytes: new Uint8Array(0) });
    expect(decodeStreamFrame(end.payload, end.headers)).toMatchObject({ kind: 'end', seq: 7 });
    const error = encodeStreamFrame({
      kind: 'error',
      seq: 0,
      error: { code: ErrorCode.NotFound, message: 'Player not found' },
    });
    expect(decodeStreamFrame(error.payload, error.headers)).toEqual({
      kind: 'error',
      seq: 0,
      error: { code: ErrorCode.NotFound, message: 'Player not found' },
    });
  });

  it('reads a message that is not a frame as an internal error, never as data', () => {
    expect(decodeStreamFrame(Buffer.from('x'), undefined)).toMatchObject({
      kind: 'error',
      error: { code: ErrorCode.Internal },
    });
    const unknownKind = natsHeaders();
    unknownKind.set(STREAM_FRAME_HEADER, 'more');
    unknownKind.set(STREAM_SEQ_HEADER, '1');
    expect(decodeStreamFrame(Buffer.from('x'), unknownKind)).toMatchObject({ kind: 'error' });
    const badError = natsHeaders();
    badError.set(STREAM_FRAME_HEADER, 'error');
    badError.set(STREAM_SEQ_HEADER, '1');
    expect(decodeStreamFrame(Buffer.from('{"code":1}'), badError)).toMatchObject({
      error: { code: ErrorCode.Internal },
    });
  });

  it("reads NATS's no-responders status as UNAVAILABLE", () => {
    const status = natsHeaders(503, 'No Responders');
    expect(decodeStreamFrame(new Uint8Array(0), status)).toMatchObject({
      kind: 'error',
      error: { code: ErrorCode.Unavailable },
    });
  });
});

describe('chunksOf', () => {
  it('gathers small pieces into chunks of the given size, the rest last', async () => {
    expect(await collect(chunksOf(pieces('ab', 'cd', 'e', 'fgh', 'i'), 4))).toEqual(['abcd', 'efgh', 'i']);
  });

  it('cuts a piece larger than a chunk, bytes and strings alike', async () => {
    expect(await collect(chunksOf(pieces('abcdefghij', Buffer.from('kl')), 4))).toEqual(['abcd', 'efgh', 'ijkl']);
  });

  it('yields nothing for an empty source', async () => {
    expect(await collect(chunksOf(pieces(), 4))).toEqual([]);
  });
});
