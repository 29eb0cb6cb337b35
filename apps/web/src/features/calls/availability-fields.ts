import {
  type CallAvailability,
  type CallAvailabilitySettings,
  CALL_MINUTES_DEFAULT,
  type WeeklyHours,
  callAvailabilityInputSchema,
} from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit';
import { viewerTimeZone } from './calls-display';

export type NumberField = 'callMinutes' | 'bufferMinutes' | 'minimumNoticeHours';
export type LinkField = 'meetingUrl' | 'externalBookingUrl';

/** The availability form's values, under the API's field names (so a 400's fields land on the inputs). */
export interface AvailabilityValues {
  timeZone: string;
  weeklyHours: WeeklyHours[];
  callMinutes: number | string;
  bufferMinutes: number | string;
  minimumNoticeHours: number | string;
  /** `yyyy-MM-dd` days, as the date picker gives them. */
  blockedDates: string[];
  meetingUrl: string;
  externalBookingUrl: string;
}

/** The call rules: each a number input with its bounds. */
export const NUMBER_FIELDS: readonly { key: NumberField; label: string; min: number; max: number }[] = [
  { key: 'callMinutes', label: 'Call length (minutes)', min: 15, max: 90 },
  { key: 'bufferMinutes', label: 'Buffer between calls (minutes)', min: 0, max: 120 },
  { key: 'minimumNoticeHours', label: 'Minimum notice (hours)', min: 0, max: 336 },
];

/** The links under the call rules. */
export const LINK_FIELDS: readonly { key: LinkField; label: string; description: string }[] = [
  { key: 'meetingUrl', label: 'Meeting link', description: 'Any video-call link (https://)' },
  {
    key: 'externalBookingUrl',
    label: 'External booking page (optional)',
    description: 'When set, players book there instead',
  },
];

/** What the form starts with: the saved settings, else the defaults and the viewer's time zone. */
export function initialAvailability(saved: CallAvailability | undefined): AvailabilityValues {
  return {
    timeZone: saved?.timeZone ?? viewerTimeZone(),
    weeklyHours: saved?.weeklyHours ?? [{ weekday: 2, start: '17:00', end: '19:00' }],
    callMinutes: saved?.callMinutes ?? CALL_MINUTES_DEFAULT,
    bufferMinutes: saved?.bufferMinutes ?? 0,
    minimumNoticeHours: saved?.minimumNoticeHours ?? 12,
    blockedDates: saved?.blockedDates ?? [],
    meetingUrl: saved?.meetingUrl ?? '',
    externalBookingUrl: saved?.externalBookingUrl ?? '',
  };
}

/** A number input's value as the API takes it: blank stays missing, so the schema names the field. */
const numberOf = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The form checked against the API's schema; blocked dates sorted, each once. */
export function validateAvailability(values: AvailabilityValues): Validated<CallAvailabilitySettings> {
  return validateWith(callAvailabilityInputSchema, {
    ...values,
    callMinutes: numberOf(values.callMinutes),
    bufferMinutes: numberOf(values.bufferMinutes),
    minimumNoticeHours: numberOf(values.minimumNoticeHours),
    blockedDates: [...new Set(values.blockedDates)].sort(),
  });
}
