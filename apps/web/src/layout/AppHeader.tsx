import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@portal/contracts';
import { NavLink } from 'react-router-dom';
import { LOGOUT_NAVIGATION_PATH } from '../auth/unauthorized';
import { LogoutIcon } from '../common/icons';
import { roleLabel, userFullName } from '../common/user-display';
import { BrandLink } from './BrandLink';
import classes from './header.module.css';
import { navItemsFor } from './nav-items';
import { NotificationsButton } from './NotificationsButton';
import { UserAvatar } from './UserAvatar';

function logout(): void {
  window.location.assign(LOGOUT_NAVIGATION_PATH);
}

function navLinkClass({ isActive }: { isActive: boolean }, base: string | undefined): string {
  return [base, isActive ? classes.navLinkActive : undefined].filter(Boolean).join(' ');
}

/**
 * Spec §2.2. From 768 px up: brand, notifications, user and Logout on top, the navigation below.
 * Narrower: a burger opens a drawer with the navigation, the user and Logout.
 */
export function AppHeader({ user }: { user: CurrentUser }) {
  const [menuOpened, menu] = useDisclosure(false);
  const items = navItemsFor(user.role);
  const fullName = userFullName(user);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl">
        <div className={classes.topRow}>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Open navigation"
            aria-expanded={menuOpened}
            aria-haspopup="dialog"
          />
          <BrandLink to="/dashboard" />
          <div className={classes.spacer} />
          <NotificationsButton />
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <UserAvatar user={user} size={34} />
            <Stack gap={0}>
              <Text size="sm" fw={700} className={classes.userName} data-testid="header-user-name">
                {fullName}
              </Text>
              <Text size="xs" c="dimmed">
                {roleLabel(user.role)}
              </Text>
            </Stack>
          </Group>
          <Button variant="default" size="sm" leftSection={<LogoutIcon size={16} />} onClick={logout} visibleFrom="sm">
            Logout
          </Button>
          <Box hiddenFrom="sm">
            <UserAvatar user={user} size={32} />
          </Box>
        </div>
        <Box component="nav" aria-label="Main" visibleFrom="sm">
          <div className={classes.navRow}>
            {items.map(({ label, to, icon: Icon }) => (
              <NavLink key={to} to={to} className={(state) => navLinkClass(state, classes.navLink)}>
                <Icon size={17} />
                {label}
              </NavLink>
            ))}
          </div>
        </Box>
      </Container>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        size="80%"
        padding="md"
        title={<BrandLink to="/dashboard" />}
        overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
        hiddenFrom="sm"
      >
        <Group gap="sm" wrap="nowrap" mb="md">
          <UserAvatar user={user} size={42} />
          <div>
            <Text fw={700}>{fullName}</Text>
            <Text size="xs" c="dimmed">
              {roleLabel(user.role)}
            </Text>
          </div>
        </Group>
        <Divider mb="xs" />
        <nav aria-label="Main">
          <Stack gap={2}>
            {items.map(({ label, to, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                onClick={menu.close}
                className={(state) => navLinkClass(state, classes.drawerLink)}
              >
                <Icon size={19} />
                {label}
              </NavLink>
            ))}
          </Stack>
        </nav>
        <Divider my="md" />
        <Button fullWidth variant="light" color="red" leftSection={<LogoutIcon size={16} />} onClick={logout}>
          Logout
        </Button>
      </Drawer>
    </Box>
  );
}
