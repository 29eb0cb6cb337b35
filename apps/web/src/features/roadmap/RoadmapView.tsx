import { Badge, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  type Assignment,
  ROADMAP_TABS,
  ROADMAP_TAB_EMPTY_TEXT,
  ROADMAP_TAB_LABELS,
  type Roadmap,
  type RoadmapTab,
  groupByRoadmapTab,
  roadmapProgress,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { AssignmentCard } from './AssignmentCard';
import { AssignmentDetailDialog } from './AssignmentDetailDialog';
import { FocusAreasCard } from './FocusAreasCard';

/**
 * Spec §2.8 with a roadmap: banner with progress, focus areas, three tabs of cards, the detail dialog.
 * Staff also add, edit and delete focus areas here, and edit or delete an assignment from its dialog.
 */
export function RoadmapView({
  roadmap,
  viewer,
  heading = 'Your Individual Player Roadmap',
  initialTab = 'active',
}: {
  roadmap: Roadmap;
  viewer: 'player' | 'staff' | 'parent';
  /** Whose roadmap: the spec's heading for the player, the name for anyone else ("Ana Silva's roadmap"). */
  heading?: string;
  /** The tab a link is about (`?tab=submitted` from the bell). */
  initialTab?: RoadmapTab;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>(initialTab);
  const progress = roadmapProgress(roadmap.assignments);
  const groups = useMemo(() => groupByRoadmapTab(roadmap.assignments), [roadmap.assignments]);
  const open: Assignment | null = roadmap.assignments.find((item) => item.id === openId) ?? null;

  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="pitch.8" c="white">
        <Text size="sm" fw={600} c="white">
          {roadmap.title}
        </Text>
        <Title order={1} fz={{ base: 22, sm: 28 }} c="white">
          {heading}
        </Title>
        {roadmap.description ? (
          <Text size="sm" mt={4} c="white">
            {roadmap.description}
          </Text>
        ) : null}
        <Progress value={progress.percent} color="lime" size="lg" radius="xl" mt="md" aria-label="Roadmap progress" />
        <Text size="sm" mt={6} fw={600} data-testid="roadmap-progress">
          {progress.text}
        </Text>
      </Paper>

      <FocusAreasCard
        roadmapId={roadmap.id}
        focusAreas={roadmap.focusAreas}
        editable={viewer === 'staff'}
        roadmapName={heading}
      />

      <Tabs value={tab} onChange={setTab} keepMounted={false} radius="md">
        <Tabs.List mb="md" grow>
          {ROADMAP_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              rightSection={
                <Badge size="sm" variant="light">
                  {groups[tab].length}
                </Badge>
              }
            >
              {ROADMAP_TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ROADMAP_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {groups[tab].length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {ROADMAP_TAB_EMPTY_TEXT[tab]}
              </Text>
            ) : (
              <Stack gap="sm">
                {groups[tab].map((assignment) => (
                  <AssignmentCard key={assignment.id} assignment={assignment} onOpen={() => setOpenId(assignment.id)} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AssignmentDetailDialog assignment={open} viewer={viewer} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
