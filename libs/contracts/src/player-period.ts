import { z } from 'zod';
import { addDays, calendarDaySchema } from './calendar';

/** The longest span one period request may cover (a report period is 42 days). */
export const PLAYER_PERIOD_MAX_DAYS = 92;
/** How many players one periods request may name: a report batch asks once for all its players. */
export const PLAYER_PERIODS_MAX = 50;

/** One player's days [start, end]: what a service reads in one go for a report period. */
export const playerPeriodRequestSchema = z
  .object({
    // Lower case, as the database gives ids back: answers are matched to the periods asked by id.
    playerId: z.uuid().transform((id) => id.toLowerCase()),
    start: calendarDaySchema,
    end: calendarDaySchema,
  })
  .strict()
  .refine(({ start, end }) => start <= end, { message: 'must not be before start', path: ['end'] })
  .refine(({ start, end }) => end <= addDays(start, PLAYER_PERIOD_MAX_DAYS - 1), {
    message: `must be at most ${PLAYER_PERIOD_MAX_DAYS} days after start`,
    path: ['end'],
  });
export type PlayerPeriodRequest = z.infer<typeof playerPeriodRequestSchema>;

/**
 * Several players' periods, each player once (each has its own days: periods count from sign-up).
 * The answer holds one entry per period, in the order asked, each naming its player.
 */
export const playerPeriodsRequestSchema = z
  .object({
    periods: z
      .array(playerPeriodRequestSchema)
      .min(1)
      .max(PLAYER_PERIODS_MAX)
      .refine((periods) => new Set(periods.map((period) => period.playerId)).size === periods.length, {
        message: 'must name each player once',
      }),
  })
  .strict();
export type PlayerPeriodsRequest = z.infer<typeof playerPeriodsRequestSchema>;
