import { type CallAvailability, CALL_MINUTES_DEFAULT } from '@portal/contracts';
import { viewerTimeZone } from './calls-display';

export type NumberField = 'callMinutes' | 'bufferMinutes' | 'minimumNoticeHours';
export type TextField = 'timeZone' | 'blockedDates' | 'meetingUrl' | 'externalBookingUrl';

/** The call rules: each a number input with its bounds. */
export const NUMBER_FIELDS: readonly { key: NumberField; label: string; min: number; max: number }[] = [
  { key: 'callMinutes', label: 'Call length (minutes)', min: 15, max: 90 },
  { key: 'bufferMinutes', label: 'Buffer between calls (minutes)', min: 0, max: 120 },
  { key: 'minimumNoticeHours', label: 'Minimum notice (hours)', min: 0, max: 336 },
];

export interface TextFieldSpec {
  key: TextField;
  label: string;
  description: string;
}

export const TIME_ZONE_FIELD: TextFieldSpec = {
  key: 'timeZone',
  label: 'Time zone',
  description: 'IANA name, e.g. Europe/London',
};

/** The fields under the call rules: blocked dates and links. */
export const DATE_AND_LINK_FIELDS: readonly TextFieldSpec[] = [
  { key: 'blockedDates', label: 'Blocked dates', description: 'yyyy-MM-dd, separated by commas' },
  { key: 'meetingUrl', label: 'Meeting link', description: 'Any video-call link (https://)' },
  {
    key: 'externalBookingUrl',
    label: 'External booking page (optional)',
    description: 'When set, players book there instead',
  },
];

/** What the number inputs start with: the saved rules, else the defaults. */
export function initialNumbers(saved: CallAvailability | undefined): Record<NumberField, number | string> {
  return {
    callMinutes: saved?.callMinutes ?? CALL_MINUTES_DEFAULT,
    bufferMinutes: saved?.bufferMinutes ?? 0,
    minimumNoticeHours: saved?.minimumNoticeHours ?? 12,
  };
}

/** What the text inputs start with: the saved values, else the viewer's time zone and blanks. */
export function initialTexts(saved: CallAvailability | undefined): Record<TextField, string> {
  return {
    timeZone: saved?.timeZone ?? viewerTimeZone(),
    blockedDates: (saved?.blockedDates ?? []).join(', '),
    meetingUrl: saved?.meetingUrl ?? '',
    externalBookingUrl: saved?.externalBookingUrl ?? '',
  };
}
