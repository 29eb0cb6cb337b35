import { Anchor } from '@mantine/core';
import { type Call, NO_CALL_BOOKED, nextCallLabel } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyCallsQuery } from './calls-api';
import { callsThisWeek, dateTimeIn, viewerTimeZone } from './calls-display';

export interface NextCallFigure {
  value: string;
  hint: ReactNode;
  thisWeek: Call[];
}

/** The dashboard's 'Next Call' card and this week's calls, from the player's real bookings. */
export function useNextCall(enabled: boolean): NextCallFigure {
  const calls = useGetMyCallsQuery(undefined, { skip: !enabled });
  const timeZone = viewerTimeZone();
  if (calls.isLoading) return { value: '…', hint: 'Mentorship call', thisWeek: [] };
  if (calls.error || !calls.data) return { value: '—', hint: 'Mentorship call', thisWeek: [] };
  const [next] = calls.data.upcoming;
  const thisWeek = callsThisWeek(calls.data.upcoming, new Date(), timeZone);
  if (!next) {
    return {
      value: NO_CALL_BOOKED,
      hint: (
        <Anchor component={Link} to="/calls/book" size="xs">
          Schedule a call
        </Anchor>
      ),
      thisWeek,
    };
  }
  return {
    value: nextCallLabel(next.startsAt, new Date(), timeZone),
    hint: dateTimeIn(next.startsAt, timeZone),
    thisWeek,
  };
}
