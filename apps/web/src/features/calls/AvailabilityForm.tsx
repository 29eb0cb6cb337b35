import { Button, Card, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CallAvailability, type WeeklyHours, callAvailabilityInputSchema } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import {
  DATE_AND_LINK_FIELDS,
  NUMBER_FIELDS,
  type NumberField,
  TIME_ZONE_FIELD,
  type TextField,
  type TextFieldSpec,
  initialNumbers,
  initialTexts,
} from './availability-fields';
import { useUpdateCallAvailabilityMutation } from './calls-api';
import { WeeklyHoursRow } from './WeeklyHoursRow';

/** The coach's weekly hours, call rules, blocked dates and links. */
export function AvailabilityForm({ saved }: { saved?: CallAvailability }) {
  const [hours, setHours] = useState<WeeklyHours[]>(
    saved?.weeklyHours ?? [{ weekday: 2, start: '17:00', end: '19:00' }],
  );
  const [numbers, setNumbers] = useState(() => initialNumbers(saved));
  const [texts, setTexts] = useState(() => initialTexts(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useUpdateCallAvailabilityMutation();

  const setRow = (index: number, change: Partial<WeeklyHours>) =>
    setHours((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const setNumber = (key: NumberField, value: number | string) => setNumbers((now) => ({ ...now, [key]: value }));
  const setText = (key: TextField, value: string) => setTexts((now) => ({ ...now, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      timeZone: texts.timeZone.trim(),
      weeklyHours: hours,
      callMinutes: Number(numbers.callMinutes),
      bufferMinutes: Number(numbers.bufferMinutes),
      minimumNoticeHours: Number(numbers.minimumNoticeHours),
      blockedDates: texts.blockedDates.split(/[\s,]+/).filter(Boolean),
      meetingUrl: texts.meetingUrl,
      externalBookingUrl: texts.externalBookingUrl,
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

  const textInput = ({ key, label, description }: TextFieldSpec) => (
    <TextInput
      key={key}
      label={label}
      description={description}
      value={texts[key]}
      onChange={(e) => setText(key, e.currentTarget.value)}
      error={errors[key]}
    />
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="form" noValidate onSubmit={submit}>
      <Title order={2} fz="lg" mb="sm">
        Availability
      </Title>
      <Stack gap="sm">
        {textInput(TIME_ZONE_FIELD)}
        <Text fw={500} size="sm">
          Weekly hours
        </Text>
        {hours.map((row, index) => (
          <WeeklyHoursRow
            key={index}
            row={row}
            index={index}
            onChange={(change) => setRow(index, change)}
            onRemove={() => setHours((rows) => rows.filter((_, at) => at !== index))}
          />
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
          {NUMBER_FIELDS.map(({ key, label, min, max }) => (
            <NumberInput
              key={key}
              label={label}
              min={min}
              max={max}
              value={numbers[key]}
              onChange={(value) => setNumber(key, value)}
              error={errors[key]}
            />
          ))}
        </SimpleGrid>
        {DATE_AND_LINK_FIELDS.map(textInput)}
        <Button type="submit" w="fit-content" loading={saving.isLoading}>
          Save availability
        </Button>
      </Stack>
    </Card>
  );
}
