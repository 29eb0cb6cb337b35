import '@mantine/dates/styles.css';
import { Button, Card, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type CallAvailability, type WeeklyHours, timeZoneChoices } from '@portal/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { CalendarIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import {
  type AvailabilityValues,
  LINK_FIELDS,
  NUMBER_FIELDS,
  initialAvailability,
  validateAvailability,
} from './availability-fields';
import { useUpdateCallAvailabilityMutation } from './calls-api';
import { viewerTimeZone } from './calls-display';
import { WeeklyHoursRow } from './WeeklyHoursRow';
import { DAY_INPUT_FORMAT } from '../../common/dates';

/** Every IANA zone the browser knows (older browsers without `supportedValuesOf`: the saved and own zone). */
function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** The coach's weekly hours, call rules, blocked dates and links. */
export function AvailabilityForm({ saved }: { saved?: CallAvailability }) {
  const [values, setValues] = useState<AvailabilityValues>(() => initialAvailability(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useUpdateCallAvailabilityMutation();
  const zones = useMemo(() => timeZoneChoices(supportedTimeZones(), saved?.timeZone, viewerTimeZone()), [saved]);
  const blockedDatesId = useId();

  const set = <K extends keyof AvailabilityValues>(key: K, value: AvailabilityValues[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !field.startsWith(key))));
  };
  const setRow = (index: number, change: Partial<WeeklyHours>) =>
    set(
      'weeklyHours',
      values.weeklyHours.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitForm({
      form: { setErrors },
      validate: () => validateAvailability(values),
      send: (request) => save(request).unwrap(),
      success: { title: 'Availability saved', message: 'Players now see your free times.', tone: 'success' },
      failure: {
        title: 'Could not save',
        message: 'Your availability was not saved. Please try again.',
        tone: 'error',
      },
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="form" noValidate onSubmit={submit}>
      <Title order={2} fz="lg" mb="sm">
        Availability
      </Title>
      <Stack gap="sm">
        <Select
          label="Time zone"
          description="Type a city or region to find your zone"
          searchable
          allowDeselect={false}
          nothingFoundMessage="No time zone matches"
          data={zones}
          value={values.timeZone}
          onChange={(zone) => zone && set('timeZone', zone)}
          error={errors.timeZone}
          maw={420}
          comboboxProps={{ withinPortal: true }}
        />
        <Text fw={500} size="sm">
          Weekly hours
        </Text>
        {values.weeklyHours.map((row, index) => (
          <WeeklyHoursRow
            key={index}
            row={row}
            index={index}
            errors={errors}
            onChange={(change) => setRow(index, change)}
            onRemove={() =>
              set(
                'weeklyHours',
                values.weeklyHours.filter((_, at) => at !== index),
              )
            }
          />
        ))}
        {errors.weeklyHours ? (
          <Text c="red.8" size="sm">
            {errors.weeklyHours}
          </Text>
        ) : null}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => set('weeklyHours', [...values.weeklyHours, { weekday: 1, start: '17:00', end: '18:00' }])}
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
              allowDecimal={false}
              value={values[key]}
              onChange={(value) => set(key, value)}
              error={errors[key]}
            />
          ))}
        </SimpleGrid>
        <DatePickerInput
          type="multiple"
          label="Blocked dates"
          description="Days you take no calls"
          placeholder="Pick the days"
          value={values.blockedDates}
          onChange={(days) => set('blockedDates', days)}
          valueFormat={DAY_INPUT_FORMAT}
          firstDayOfWeek={1}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear blocked dates' }}
          // Other months' days in the grid are too faint to read (contrast): left out.
          hideOutsideDates
          leftSection={<CalendarIcon size={16} />}
          error={errors.blockedDates}
          id={blockedDatesId}
          popoverProps={{ withinPortal: true, id: blockedDatesId, returnFocus: true }}
          maw={420}
        />
        {LINK_FIELDS.map(({ key, label, description }) => (
          <TextInput
            key={key}
            label={label}
            description={description}
            value={values[key]}
            onChange={(event) => set(key, event.currentTarget.value)}
            error={errors[key]}
          />
        ))}
        <Button type="submit" w="fit-content" loading={saving.isLoading}>
          Save availability
        </Button>
      </Stack>
    </Card>
  );
}
