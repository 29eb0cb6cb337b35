import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { PlayerCallsTab } from '../calls/PlayerCallsTab';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

/**
 * `/family/:childId/calls`: the child's mentorship calls; a parent may cancel one in time (and
 * book anew), never move it.
 */
export default function FamilyCallsPage() {
  const { playerId, name } = useViewedPlayer();
  return (
    <>
      <PageHeader
        title={`${possessive(name)} calls`}
        subtitle={`${possessive(name)} one-to-one calls with the coach. You can book a call for ${name} or cancel one in time.`}
        actions={
          <Button component={Link} to={`/family/${playerId}/calls/book`}>
            Book a call for {name}
          </Button>
        }
      />
      <PlayerCallsTab playerId={playerId} />
    </>
  );
}
