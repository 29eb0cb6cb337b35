import { ErrorCode } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { askInHalves } from './ask-in-halves';

describe('asking for a batch in halves when the answer is too large', () => {
  const tooLarge = () => new ServiceError(ErrorCode.ReplyTooLarge, 'The answer is larger than 1048576 bytes');

  it('asks once when the answer fits', async () => {
    const asked: number[][] = [];
    const answers = await askInHalves([1, 2, 3], async (part) => {
      asked.push(part);
      return part.map((n) => n * 10);
    });
    expect(answers).toEqual([10, 20, 30]);
    expect(asked).toEqual([[1, 2, 3]]);
  });

  it('splits until each part fits, keeping the order asked', async () => {
    const asked: number[][] = [];
    // Answers of more than two periods are too large.
    const answers = await askInHalves([1, 2, 3, 4, 5], async (part) => {
      asked.push(part);
      if (part.length > 2) throw tooLarge();
      return part.map((n) => n * 10);
    });
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(asked).toEqual([[1, 2, 3, 4, 5], [1, 2, 3], [1, 2], [3], [4, 5]]);
  });

  it('fails when one period alone is too large, and on any other error at once', async () => {
    await expect(askInHalves([1, 2], async () => Promise.reject(tooLarge()))).rejects.toThrow('larger than');
    let calls = 0;
    await expect(
      askInHalves([1, 2, 3], async () => {
        calls += 1;
        throw new ServiceError(ErrorCode.Unavailable, 'The tracking service is unavailable.');
      }),
    ).rejects.toThrow('unavailable');
    expect(calls).toBe(1);
  });
});
