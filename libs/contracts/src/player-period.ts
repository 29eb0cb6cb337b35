import { z } from 'zod';
import { addDays, calendarDaySchema } from './calendar';

/** The longest span one period request may cover (a report period is 42 days). */
export const PLAYER_PERIOD_MAX_DAYS = 92;

/** One player's days [start, end]: what a service reads in one go for a report period. */
export const playerPeriodRequestSchema = z
  .object({ playerId: z.uuid(), start: calendarDaySchema, end: calendarDaySchema })
  .strict()
  .refine(({ start, end }) => start <= end, { message: 'must not be before start', path: ['end'] })
  .refine(({ start, end }) => end <= addDays(start, PLAYER_PERIOD_MAX_DAYS - 1), {
    message: `must be at most ${PLAYER_PERIOD_MAX_DAYS} days after start`,
    path: ['end'],
  });
