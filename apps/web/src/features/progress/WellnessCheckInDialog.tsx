import { Button, Group, Input, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  OPTIONAL_WELLNESS_ITEMS,
  REQUIRED_WELLNESS_ITEMS,
  WELLNESS_COMMENT_MAX,
  WELLNESS_ITEM_LABELS,
  WELLNESS_SCALE_ENDS,
  defaultWellnessForm,
} from '@portal/contracts';
import { NOT_RATED, optionalItemLabel } from './wellness-display';

/** The four required ratings, soreness and mood (spec §3: optional, null until rated) and the comment. */
export type WellnessFormValues = ReturnType<typeof defaultWellnessForm> & {
  soreness: number | null;
  mood: number | null;
  comment: string;
};

/** The form's starting values (spec §5): the four required items 3, soreness and mood unrated. */
export function emptyWellnessForm(): WellnessFormValues {
  return { ...defaultWellnessForm(), soreness: null, mood: null, comment: '' };
}

const SCALE = ['1', '2', '3', '4', '5'];
const OPTIONAL_SCALE = [{ value: NOT_RATED, label: 'Not rated' }, ...SCALE];

function ScaleEnds() {
  return (
    <Group justify="space-between" mt={2}>
      <Text size="xs" c="dimmed">
        {WELLNESS_SCALE_ENDS.low}
      </Text>
      <Text size="xs" c="dimmed">
        {WELLNESS_SCALE_ENDS.high}
      </Text>
    </Group>
  );
}

export function WellnessCheckInDialog(props: {
  opened: boolean;
  values: WellnessFormValues;
  saving: boolean;
  onChange: <K extends keyof WellnessFormValues>(key: K, value: WellnessFormValues[K]) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The messages under the fields, by API field name (submitForm's `form`). */
  errors?: Record<string, string>;
}) {
  const { values, onChange, errors = {} } = props;
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Wellness Check-In" centered radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <Stack gap="md">
          {REQUIRED_WELLNESS_ITEMS.map((item) => (
            <Input.Wrapper key={item} label={`${WELLNESS_ITEM_LABELS[item]} (${values[item]}/5)`} error={errors[item]}>
              <SegmentedControl
                fullWidth
                mt={4}
                data={SCALE}
                value={String(values[item])}
                aria-label={WELLNESS_ITEM_LABELS[item]}
                onChange={(value) => onChange(item, Number(value))}
              />
              <ScaleEnds />
            </Input.Wrapper>
          ))}
          {OPTIONAL_WELLNESS_ITEMS.map((item) => (
            <Input.Wrapper key={item} label={optionalItemLabel(item, values[item])} error={errors[item]}>
              <SegmentedControl
                fullWidth
                mt={4}
                data={OPTIONAL_SCALE}
                value={values[item] === null ? NOT_RATED : String(values[item])}
                aria-label={WELLNESS_ITEM_LABELS[item]}
                onChange={(value) => onChange(item, value === NOT_RATED ? null : Number(value))}
              />
              <ScaleEnds />
            </Input.Wrapper>
          ))}
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxLength={WELLNESS_COMMENT_MAX}
            value={values.comment}
            onChange={(event) => onChange('comment', event.currentTarget.value)}
            error={errors.comment}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.saving}>
              {props.saving ? 'Saving...' : 'Save Check-In'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
