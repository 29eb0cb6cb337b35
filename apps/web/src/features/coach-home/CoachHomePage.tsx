import { Badge, Button, Center, Group, Modal, SimpleGrid, Skeleton, Text } from '@mantine/core';
import {
  type Assignment,
  type CoachHome,
  calendarDayOf,
  coachCallWhen,
  coachHomeScopeLabel,
  nothingNeedsAttention,
  overdueLabel,
  shortDay,
} from '@portal/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { CheckIcon, InfoIcon, UsersIcon } from '../../common/icons';
import { greetingName } from '../../common/user-display';
import { useAdminClubName } from '../club/use-club-name';
import { AssignmentDetailDialog } from '../roadmap/AssignmentDetailDialog';
import { VideoReviewPanel } from '../videos/VideoReviewPanel';
import { AttentionItem, AttentionSection } from './AttentionSection';
import { SECTIONS, type SectionCopy, waitingSince, withSquad } from './coach-home-display';
import { useGetVideoQuery } from '../videos/videos-api';
import { useGetCoachHomeQuery } from './coach-home-api';
import { viewerTimeZone } from '../../common/dates';
import { CreateRoadmapDialog } from '../admin/roadmap-management/CreateRoadmapDialog';

/** The video feedback dialog: loads the video, then the same review panel as Video Analysis. */
function VideoFeedbackDialog({ videoId, onClose }: { videoId: string | null; onClose: () => void }) {
  const video = useGetVideoQuery(videoId ?? '', { skip: !videoId });
  const current = video.data && video.data.id === videoId ? video.data : undefined;
  return (
    <Modal opened={videoId !== null} onClose={onClose} title={current?.title ?? 'Video feedback'} size="xl">
      {current ? (
        <VideoReviewPanel key={current.id} video={current} isStaff />
      ) : video.error ? (
        <Text c="red">Could not load the video. Close this dialog and try again.</Text>
      ) : (
        <Center py="xl">
          <StatusLoader label="Loading video" />
        </Center>
      )}
    </Modal>
  );
}

interface ItemsInput {
  home: CoachHome;
  copy: SectionCopy;
  now: Date;
  timeZone: string;
  squadId: string | null;
  onReview: (assignment: Assignment) => void;
  onVideo: (videoId: string) => void;
  onCreateRoadmap: (player: { playerId: string; playerName: string }) => void;
}

/** The items of one section, each naming the player and opening the thing. */
function sectionItems({
  home,
  copy,
  now,
  timeZone,
  squadId,
  onReview,
  onVideo,
  onCreateRoadmap,
}: ItemsInput): ReactNode[] {
  const today = calendarDayOf(now, timeZone);
  switch (copy.key) {
    case 'reviews':
      return home.reviews.items.map(({ assignment, playerName }) => (
        <AttentionItem
          key={assignment.id}
          title={assignment.title}
          meta={`${playerName} · ${waitingSince('Submitted', assignment.submittedAt ?? assignment.updatedAt, now)}`}
          action={
            <Button
              size="xs"
              variant="light"
              onClick={() => onReview(assignment)}
              aria-label={`Review ${assignment.title} by ${playerName}`}
            >
              Review
            </Button>
          }
        />
      ));
    case 'videos':
      return home.videos.items.map((video) => (
        <AttentionItem
          key={video.videoId}
          title={video.title}
          meta={`${video.playerName} · ${waitingSince('Uploaded', video.uploadedAt, now)}`}
          action={
            <Button
              size="xs"
              variant="light"
              onClick={() => onVideo(video.videoId)}
              aria-label={`Give feedback on ${video.title} by ${video.playerName}`}
            >
              Give feedback
            </Button>
          }
        />
      ));
    case 'lights':
      return home.lights.items.map((item) => (
        <AttentionItem
          key={item.playerId}
          title={
            <Group gap={6} wrap="nowrap" component="span">
              <span>{item.playerName}</span>
              <Badge
                size="sm"
                color={item.light === 'red' ? 'red' : 'yellow'}
                c={item.light === 'red' ? undefined : 'dark'}
              >
                {item.light === 'red' ? 'Red' : 'Yellow'}
              </Badge>
            </Group>
          }
          meta={item.reason}
          action={
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={withSquad(`/players/${item.playerId}/progress`, squadId)}
              aria-label={`View ${item.playerName}'s progress`}
            >
              Progress
            </Button>
          }
        />
      ));
    case 'overdue':
      return home.overdue.items.map((item) => (
        <AttentionItem
          key={item.assignmentId}
          title={item.title}
          meta={`${item.playerName} · ${overdueLabel(item.dueDate, today)}`}
          action={
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={withSquad(`/roadmap?playerId=${item.playerId}`, squadId)}
              aria-label={`Open ${item.playerName}'s roadmap`}
            >
              Roadmap
            </Button>
          }
        />
      ));
    case 'newPlayers':
      return home.newPlayers.items.map((player) => (
        <AttentionItem
          key={player.playerId}
          title={player.playerName}
          meta="No roadmap yet"
          action={
            <Button
              size="xs"
              variant="light"
              onClick={() => onCreateRoadmap(player)}
              aria-label={`Create roadmap for ${player.playerName}`}
            >
              Create roadmap
            </Button>
          }
        />
      ));
    case 'quiet':
      return home.quiet.items.map((player) => (
        <AttentionItem
          key={player.playerId}
          title={player.playerName}
          meta={player.lastLoggedOn ? `Last logged ${shortDay(player.lastLoggedOn)}` : 'Nothing logged yet'}
          action={
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={withSquad(`/players/${player.playerId}`, squadId)}
              aria-label={`Open player ${player.playerName}`}
            >
              Open player
            </Button>
          }
        />
      ));
    case 'calls':
      return home.calls.items.map((call) => (
        <AttentionItem
          key={call.callId}
          title={coachCallWhen(call.startsAt, now, timeZone)}
          meta={`Call with ${call.playerName}`}
          action={
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={withSquad('/calls/coach', squadId)}
              aria-label={`Open the call with ${call.playerName}`}
            >
              Open
            </Button>
          }
        />
      ));
  }
}

/** Issue 24's coach home: what needs the coach or admin now, among the players of their squads or club. */
export default function CoachHomePage() {
  const { user } = useCurrentUser();
  const clubName = useAdminClubName(user?.role);
  const [params] = useSearchParams();
  const squadId = params.get('squad');
  const timeZone = useMemo(viewerTimeZone, []);
  const home = useGetCoachHomeQuery({ squadId: squadId ?? undefined, timeZone });
  const [reviewing, setReviewing] = useState<Assignment | null>(null);
  const [roadmapFor, setRoadmapFor] = useState<{ playerId: string; playerName: string } | null>(null);
  const [videoId, setVideoId] = useState<string | null>(null);
  useUnauthorizedRedirect(home.error);
  const now = new Date();

  const header = (
    <PageHeader
      title={`Welcome back, ${greetingName(user)}`}
      subtitle={
        home.data ? (
          <span data-testid="coach-home-scope">{coachHomeScopeLabel(home.data.scope, clubName)}</span>
        ) : home.isLoading ? (
          <Skeleton height={14} width={220} mt={6} />
        ) : undefined
      }
    />
  );

  if (home.error) {
    const badSquad = isApiError(home.error) && (home.error.status === 404 || home.error.status === 400) && squadId;
    return (
      <>
        {header}
        {badSquad ? (
          <StatusPanel
            icon={<InfoIcon size={28} />}
            title="Squad not found"
            message="This squad is not one of yours. Show all your players instead."
            action={
              <Button component={Link} to="/dashboard">
                Show all my players
              </Button>
            }
          />
        ) : (
          <StatusPanel
            color="red"
            icon={<InfoIcon size={28} />}
            title="Could not load what needs your attention"
            message="Something went wrong on our side. Try again in a moment."
            action={
              <Button onClick={() => void home.refetch()} loading={home.isFetching}>
                Try again
              </Button>
            }
          />
        )}
      </>
    );
  }

  if (home.data?.scope.kind === 'none') {
    return (
      <>
        {header}
        <StatusPanel
          icon={<UsersIcon size={28} />}
          title="No squad yet"
          message="You're not coaching a squad yet. Ask your club's admin to add you to one."
        />
      </>
    );
  }

  if (home.data && nothingNeedsAttention(home.data)) {
    return (
      <>
        {header}
        <StatusPanel
          icon={<CheckIcon size={28} />}
          title="Nothing needs your attention"
          message="No work to review, no videos waiting, every player has a roadmap and logged something this week, nobody is on red or yellow and there are no calls today or tomorrow. Plan your players' next steps from the Coach Dashboard."
          action={
            <Group justify="center">
              <Button component={Link} to={withSquad('/admin', squadId)}>
                Open the Coach Dashboard
              </Button>
              <Button variant="light" component={Link} to="/calls/coach">
                Your calls
              </Button>
            </Group>
          }
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Text component="h2" fw={700} fz="lg" mb="sm">
        Needs your attention
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {SECTIONS.map((copy) => (
          <AttentionSection
            key={copy.key}
            copy={copy}
            count={home.data ? home.data[copy.key].count : null}
            shown={home.data ? home.data[copy.key].items.length : 0}
            squadId={squadId}
          >
            {home.data
              ? sectionItems({
                  home: home.data,
                  copy,
                  now,
                  timeZone,
                  squadId,
                  onReview: setReviewing,
                  onVideo: setVideoId,
                  onCreateRoadmap: setRoadmapFor,
                })
              : null}
          </AttentionSection>
        ))}
      </SimpleGrid>
      <AssignmentDetailDialog assignment={reviewing} viewer="staff" onClose={() => setReviewing(null)} />
      <CreateRoadmapDialog
        opened={roadmapFor !== null}
        players={
          roadmapFor
            ? [{ playerId: roadmapFor.playerId, name: roadmapFor.playerName, email: null, photoUrl: null }]
            : []
        }
        preselectedPlayerId={roadmapFor?.playerId ?? null}
        onClose={() => setRoadmapFor(null)}
      />
      <VideoFeedbackDialog
        videoId={videoId}
        onClose={() => {
          setVideoId(null);
          void home.refetch();
        }}
      />
    </>
  );
}
