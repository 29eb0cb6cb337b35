import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CallAvailability,
  type WeeklyHours,
  CALL_MINUTES_DEFAULT,
  callAvailabilityInputSchema,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import { useUpdateCallAvailabilityMutation } from './calls-api';
import { WEEKDAY_NAMES, viewerTimeZone } from './calls-display';

const weekdayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));

/** The coach's weekly hours, call rules, blocked dates and links. */
export function AvailabilityForm({ saved }: { saved?: CallAvailability }) {
  const [timeZone, setTimeZone] = useState(saved?.timeZone ?? viewerTimeZone());
  const [hours, setHours] = useState<WeeklyHours[]>(
    saved?.weeklyHours ?? [{ weekday: 2, start: '17:00', end: '19:00' }],
  );
  const [callMinutes, setCallMinutes] = useState<number | string>(saved?.callMinutes ?? CALL_MINUTES_DEFAULT);
  const [bufferMinutes, setBufferMinutes] = useState<number | string>(saved?.bufferMinutes ?? 0);
  const [notice, setNotice] = useState<number | string>(saved?.minimumNoticeHours ?? 12);
  const [blocked, setBlocked] = useState((saved?.blockedDates ?? []).join(', '));
  const [meetingUrl, setMeetingUrl] = useState(saved?.meetingUrl ?? '');
  const [externalUrl, setExternalUrl] = useState(saved?.externalBookingUrl ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useUpdateCallAvailabilityMutation();

  const setRow = (index: number, change: Partial<WeeklyHours>) =>
    setHours((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      timeZone: timeZone.trim(),
      weeklyHours: hours,
      callMinutes: Number(callMinutes),
      bufferMinutes: Number(bufferMinutes),
      minimumNoticeHours: Number(notice),
      blockedDates: blocked.split(/[\s,]+/).filter(Boolean),
      meetingUrl,
      externalBookingUrl: externalUrl,
    };
    const parsed = callAvailabilityInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save(body).unwrap();
      showToast({ title: 'Availability saved', message: 'Players now see your free times.', tone: 'success' });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Could not save', message: serverMessageOf(error) ?? 'Please try again.', tone: 'error' });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="form" noValidate onSubmit={submit}>
      <Title order={2} fz="lg" mb="sm">
        Availability
      </Title>
      <Stack gap="sm">
        <TextInput
          label="Time zone"
          description="IANA name, e.g. Europe/London"
          value={timeZone}
          onChange={(e) => setTimeZone(e.currentTarget.value)}
          error={errors.timeZone}
        />
        <Text fw={500} size="sm">
          Weekly hours
        </Text>
        {hours.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label="Day"
              w={140}
              data={weekdayOptions}
              value={String(row.weekday)}
              onChange={(value) => setRow(index, { weekday: Number(value ?? 0) })}
              allowDeselect={false}
            />
            <TextInput
              label="From"
              type="time"
              w={140}
              value={row.start}
              onChange={(e) => setRow(index, { start: e.currentTarget.value })}
            />
            <TextInput
              label="To"
              type="time"
              w={140}
              value={row.end}
              onChange={(e) => setRow(index, { end: e.currentTarget.value })}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove hours ${index + 1}`}
              onClick={() => setHours((rows) => rows.filter((_, at) => at !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {errors.weeklyHours ? (
          <Text c="red" size="sm">
            {errors.weeklyHours}
          </Text>
        ) : null}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => setHours((rows) => [...rows, { weekday: 1, start: '17:00', end: '18:00' }])}
        >
          Add hours
        </Button>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="Call length (minutes)"
            min={15}
            max={90}
            value={callMinutes}
            onChange={setCallMinutes}
            error={errors.callMinutes}
          />
          <NumberInput
            label="Buffer between calls (minutes)"
            min={0}
            max={120}
            value={bufferMinutes}
            onChange={setBufferMinutes}
            error={errors.bufferMinutes}
          />
          <NumberInput
            label="Minimum notice (hours)"
            min={0}
            max={336}
            value={notice}
            onChange={setNotice}
            error={errors.minimumNoticeHours}
          />
        </SimpleGrid>
        <TextInput
          label="Blocked dates"
          description="yyyy-MM-dd, separated by commas"
          value={blocked}
          onChange={(e) => setBlocked(e.currentTarget.value)}
          error={errors.blockedDates}
        />
        <TextInput
          label="Meeting link"
          description="Any video-call link (https://)"
          value={meetingUrl}
          onChange={(e) => setMeetingUrl(e.currentTarget.value)}
          error={errors.meetingUrl}
        />
        <TextInput
          label="External booking page (optional)"
          description="When set, players book there instead"
          value={externalUrl}
          onChange={(e) => setExternalUrl(e.currentTarget.value)}
          error={errors.externalBookingUrl}
        />
        <Button type="submit" w="fit-content" loading={saving.isLoading}>
          Save availability
        </Button>
      </Stack>
    </Card>
  );
}
