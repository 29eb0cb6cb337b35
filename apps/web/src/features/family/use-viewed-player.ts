import type { FamilyChild } from '@portal/contracts';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { greetingName } from '../../common/user-display';
import { childFirstName, childFullName } from './family-display';
import { useGetFamilyChildrenQuery } from './family-api';

export interface ViewedPlayer {
  /** The child's player id for a parent (pass it as `?playerId=`); undefined for a player's own pages. */
  playerId: string | undefined;
  /** A player looking at their own pages. */
  isOwn: boolean;
  /** A parent looking at a child: only the guardian's few writes are offered. */
  readOnly: boolean;
  /** The first name a parent's page uses ("Mia's roadmap"); the player's own first name otherwise. */
  name: string;
  fullName: string;
  /** The child as the family list has it (parents only). */
  child: FamilyChild | undefined;
}

/**
 * Whose pages these are, from the route: under `/family/:childId` the parent's child (the family
 * area has already checked the child is theirs), anywhere else the signed-in player themself.
 */
export function useViewedPlayer(): ViewedPlayer {
  const { user } = useCurrentUser();
  const { childId } = useParams<{ childId: string }>();
  const isParent = user?.role === 'parent';
  const children = useGetFamilyChildrenQuery(undefined, { skip: !isParent });
  if (isParent && childId) {
    const child = children.data?.find((entry) => entry.playerId === childId);
    return {
      playerId: childId,
      isOwn: false,
      readOnly: true,
      name: child ? childFirstName(child) : 'Your child',
      fullName: child ? childFullName(child) : 'Your child',
      child,
    };
  }
  return {
    playerId: undefined,
    isOwn: true,
    readOnly: false,
    name: greetingName(user),
    fullName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
    child: undefined,
  };
}
