import { Button, FileButton, Group, Text } from '@mantine/core';

/** One-file picker: a button and the chosen file's name. */
export function FilePicker({
  accept,
  file,
  disabled,
  onPick,
  hint,
}: {
  accept: string;
  file: { name: string } | null;
  disabled?: boolean;
  onPick: (file: File | null) => void;
  hint: string;
}) {
  return (
    <div>
      <Group gap="sm" wrap="nowrap">
        <FileButton onChange={onPick} accept={accept} disabled={disabled}>
          {(props) => (
            <Button variant="default" {...props} data-testid="choose-file">
              {file ? 'Choose another file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        <Text size="sm" truncate="end" c={file ? undefined : 'dimmed'}>
          {file ? file.name : 'No file chosen'}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </div>
  );
}
