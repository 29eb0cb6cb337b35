import { Avatar, type AvatarProps } from '@mantine/core';
import type { CurrentUser } from '@portal/contracts';
import { userFullName, userInitials } from '../common/user-display';

/** Profile image, else initials from first and last name ('U' without a name). */
export function UserAvatar({ user, ...props }: { user: CurrentUser } & AvatarProps) {
  return (
    <Avatar src={user.profileImageUrl ?? undefined} alt={userFullName(user)} color="pitch" radius="xl" {...props}>
      {userInitials(user)}
    </Avatar>
  );
}
