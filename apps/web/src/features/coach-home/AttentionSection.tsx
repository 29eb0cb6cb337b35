import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type SectionCopy, sectionCountLabel, withSquad } from './coach-home-display';

/** One "Needs your attention" card: heading with its count, up to N items, and "See all". */
export function AttentionSection({
  copy,
  count,
  shown,
  squadId,
  children,
}: {
  copy: SectionCopy;
  /** How many items the section lists (at most N of `count`). */
  shown: number;
  /** null while loading: skeleton rows instead of a made-up 0. */
  count: number | null;
  squadId: string | null;
  children?: ReactNode;
}) {
  const headingId = `attention-${copy.key}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      aria-busy={count === null || undefined}
      data-testid={`section-${copy.key}`}
    >
      {/* A long title wraps; the count beside it never shrinks (a squeezed badge cuts its digits). */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm" gap="xs">
        <Title order={3} fz="md" id={headingId} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {copy.title}
        </Title>
        {count === null ? (
          <Skeleton height={20} width={32} radius="xl" style={{ flexShrink: 0 }} />
        ) : (
          <Badge
            variant={count > 0 ? 'filled' : 'light'}
            color={count > 0 ? 'pitch' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {count}
          </Badge>
        )}
      </Group>
      {count === null ? (
        <Stack gap="xs">
          <Skeleton height={16} width="80%" />
          <Skeleton height={12} width="55%" />
          <Skeleton height={16} width="70%" mt="xs" />
        </Stack>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          {copy.empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children}
        </Stack>
      )}
      {count !== null && count > 0 ? (
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="xs" c="dimmed">
            {shown < count ? sectionCountLabel(count, shown) : ''}
          </Text>
          <Anchor component={Link} to={withSquad(copy.seeAll.path, squadId)} size="sm">
            {copy.seeAll.label}
          </Anchor>
        </Group>
      ) : null}
    </Card>
  );
}

/** One item: what it is, whose it is and since when, and the action that opens it. */
export function AttentionItem({ title, meta, action }: { title: ReactNode; meta: ReactNode; action: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {meta}
        </Text>
      </div>
      <div style={{ flexShrink: 0 }}>{action}</div>
    </Group>
  );
}
