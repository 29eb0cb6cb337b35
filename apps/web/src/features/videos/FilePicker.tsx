import { Button, FileButton, Group, Text } from '@mantine/core';

/** One-file picker: a button and the chosen file's name. */
export function FilePicker({
  accept,
  file,
  disabled,
  onPick,
  hint,
  error,
}: {
  accept: string;
  file: { name: string } | null;
  disabled?: boolean;
  onPick: (file: File | null) => void;
  hint: string;
  /** The form's message about the file ("Please upload a video first"). */
  error?: string;
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
        <Text size="sm" c={file ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? file.name : 'No file chosen'}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
      {error ? (
        <Text size="xs" c="red.8" mt={4} role="alert" data-testid="file-error">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
