import { ErrorCode } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';

/**
 * Asks for a batch's periods in one call; when the answer is larger than NATS carries
 * (REPLY_TOO_LARGE: players with a lot of data), asks for each half instead, down to single periods
 * (one still too large fails the job). The answers keep the order asked.
 */
export async function askInHalves<Period, Answer>(
  periods: readonly Period[],
  ask: (part: Period[]) => Promise<Answer[]>,
): Promise<Answer[]> {
  try {
    return await ask([...periods]);
  } catch (error) {
    if (!(error instanceof ServiceError && error.code === ErrorCode.ReplyTooLarge) || periods.length < 2) throw error;
    const half = Math.ceil(periods.length / 2);
    const first = await askInHalves(periods.slice(0, half), ask);
    return [...first, ...(await askInHalves(periods.slice(half), ask))];
  }
}
