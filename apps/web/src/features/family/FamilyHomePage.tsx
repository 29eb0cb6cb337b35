import { Anchor, Badge, Card, Group, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LIST_PAGE_MAX, humanDay, instantParts } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import {
  AssignmentsIcon,
  CheckIcon,
  PhoneCallIcon,
  ReportIcon,
  RoadmapIcon,
  ProgressIcon,
  VideoIcon,
} from '../../common/icons';
import { useGetMyCallsQuery } from '../calls/calls-api';
import { useGetReportsQuery } from '../reports/reports-api';
import { useGetPlayerAssignmentsQuery } from '../roadmap/roadmap-api';
import { useGetVideoPageQuery } from '../videos/videos-api';
import { type FamilyNewsItem, type FamilyNewsKind, familyNews, possessive } from './family-display';
import { useGetFamilyChildrenQuery, useRecordFamilyVisitMutation } from './family-api';
import { useViewedPlayer } from './use-viewed-player';
import { FamilyConsentQuestions } from './FamilyConsentQuestions';
import { viewerDateTime, viewerTimeZone } from '../../common/dates';

const KIND_LABEL: Record<FamilyNewsKind, { label: string; color: string; icon: typeof CheckIcon }> = {
  'assignment-approved': { label: 'Approved', color: 'green', icon: CheckIcon },
  'assignment-changes': { label: 'Feedback', color: 'orange', icon: AssignmentsIcon },
  'video-feedback': { label: 'Video feedback', color: 'blue', icon: VideoIcon },
  report: { label: 'Report', color: 'grape', icon: ReportIcon },
  'call-booked': { label: 'Call booked', color: 'teal', icon: PhoneCallIcon },
  'call-cancelled': { label: 'Call cancelled', color: 'red', icon: PhoneCallIcon },
  'call-upcoming': { label: 'Upcoming call', color: 'teal', icon: PhoneCallIcon },
};

const LINK_TEXT: Record<string, string> = {
  assignments: 'Open assignments',
  videos: 'Open videos',
  reports: 'Open reports',
  calls: 'Open calls',
};

function formatDay(iso: string): string {
  return humanDay(instantParts(iso, viewerTimeZone()).day);
}

function formatWhen(iso: string): string {
  return viewerDateTime(iso, { year: false });
}

/** `/family/:childId`: one per child, so the "last visit" it read stays put while the parent is here. */
export default function FamilyHomePage() {
  const { childId = '' } = useParams<{ childId: string }>();
  return <FamilyHome key={childId} childId={childId} />;
}

function FamilyHome({ childId }: { childId: string }) {
  const viewed = useViewedPlayer();
  const children = useGetFamilyChildrenQuery();
  const [recordVisit] = useRecordFamilyVisitMutation();
  // The last visit as it was when the parent arrived: stamping this visit must not empty the page.
  const [since] = useState<string | null | undefined>(
    () => children.data?.find((child) => child.playerId === childId)?.lastVisitAt,
  );
  useEffect(() => {
    void recordVisit(childId);
  }, [childId, recordVisit]);

  const assignments = useGetPlayerAssignmentsQuery(childId);
  const videos = useGetVideoPageQuery({ playerId: childId, limit: LIST_PAGE_MAX });
  const reports = useGetReportsQuery(childId);
  const calls = useGetMyCallsQuery({ playerId: childId });
  const queries = [assignments, videos, reports, calls];
  useUnauthorizedRedirect(queries.find((query) => query.error)?.error);

  const news = useMemo(
    () =>
      familyNews(
        {
          assignments: assignments.data,
          videos: videos.data?.items,
          reports: reports.data,
          calls: calls.data,
        },
        since ?? null,
      ),
    [assignments.data, videos.data, reports.data, calls.data, since],
  );
  const name = viewed.name;
  const club = viewed.child?.clubName;
  const loading = queries.some((query) => query.isLoading);
  const failed = queries.filter((query) => query.isError);

  return (
    <>
      <PageHeader
        title={`${possessive(name)} home`}
        subtitle={
          since
            ? `${club ? `${club} · ` : ''}What is new for ${name} since your last visit on ${formatDay(since)}.`
            : `${club ? `${club} · ` : ''}Everything new for ${name} so far.`
        }
      />
      <Stack gap="lg">
        {children.data ? <FamilyConsentQuestions childId={childId} family={children.data} /> : null}
        {loading ? (
          <Center py="xl">
            <StatusLoader label={`Loading what is new for ${name}`} />
          </Center>
        ) : null}
        {failed.length > 0 ? (
          <LoadErrorAlert
            title={`Some of ${possessive(name)} news could not be loaded`}
            message="What you see below may be incomplete."
            onRetry={() => failed.forEach((query) => void query.refetch())}
          />
        ) : null}
        {!loading && news.length === 0 && failed.length === 0 ? (
          <StatusPanel
            icon={<CheckIcon size={28} />}
            title="Nothing new"
            message={
              since
                ? `Nothing new since your last visit on ${formatDay(since)}. Feedback, approvals, reports and calls for ${name} will show up here.`
                : `Nothing yet. Feedback from ${possessive(name)} coach, approvals, reports and calls will show up here.`
            }
          />
        ) : null}
        {news.length > 0 ? (
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="lg" mb="sm">
              What is new
            </Title>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {news.map((item) => (
                <NewsRow key={item.key} item={item} childId={childId} />
              ))}
            </Stack>
          </Card>
        ) : null}
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {possessive(name)} pages
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {[
              { to: 'roadmap', label: 'Roadmap', icon: RoadmapIcon },
              { to: 'assignments', label: 'Assignments', icon: AssignmentsIcon },
              { to: 'progress', label: 'Progress', icon: ProgressIcon },
              { to: 'videos', label: 'Videos', icon: VideoIcon },
            ].map(({ to, label, icon: Icon }) => (
              <Anchor key={to} component={Link} to={`/family/${childId}/${to}`} fw={600}>
                <Group gap={6} wrap="nowrap">
                  <Icon size={18} />
                  {label}
                </Group>
              </Anchor>
            ))}
          </SimpleGrid>
        </Card>
      </Stack>
    </>
  );
}

function NewsRow({ item, childId }: { item: FamilyNewsItem; childId: string }) {
  const kind = KIND_LABEL[item.kind];
  const Icon = kind.icon;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="family-news-item">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Icon size={20} />
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Badge color={kind.color} variant="light" size="sm">
              {kind.label}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatWhen(item.at)}
            </Text>
          </Group>
          <Text size="sm">{item.text}</Text>
        </Stack>
      </Group>
      <Anchor component={Link} to={`/family/${childId}/${item.to}`} size="sm" fw={600}>
        {LINK_TEXT[item.to] ?? 'Open'}
      </Anchor>
    </Group>
  );
}
