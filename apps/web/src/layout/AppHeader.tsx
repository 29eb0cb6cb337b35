import {
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@portal/contracts';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LOGOUT_NAVIGATION_PATH } from '../auth/unauthorized';
import { BellIcon, LogoutIcon } from '../common/icons';
import { roleLabel, userFullName } from '../common/user-display';
import { BrandLink } from './BrandLink';
import classes from './header.module.css';
import { ChildSwitcher } from './ChildSwitcher';
import { childIdInPath, familyNavItemsFor, navItemsFor } from './nav-items';
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
  const { pathname } = useLocation();
  const isParent = user.role === 'parent';
  const items = isParent ? familyNavItemsFor(childIdInPath(pathname)) : navItemsFor(user.role);
  const home = isParent ? '/family' : '/dashboard';
  const fullName = userFullName(user);
  const who = (
    <>
      <UserAvatar user={user} size={34} />
      <Stack gap={0}>
        <Text size="sm" fw={700} className={classes.userName} data-testid="header-user-name">
          {fullName}
        </Text>
        <Text size="xs" c="dimmed">
          {roleLabel(user.role)}
        </Text>
      </Stack>
    </>
  );

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
          <BrandLink to={home} />
          <div className={classes.spacer} />
          {isParent ? (
            <Box visibleFrom="sm">
              <ChildSwitcher />
            </Box>
          ) : null}
          <NotificationsButton />
          {isParent ? (
            // A parent's user menu: their own mail choice lives here, apart from any one child.
            <Box visibleFrom="sm">
              <Menu position="bottom-end" shadow="md" width={220}>
                <Menu.Target>
                  <UnstyledButton>
                    <Group gap="xs" wrap="nowrap">
                      {who}
                      <VisuallyHidden>, account menu</VisuallyHidden>
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to="/family/mail-settings" leftSection={<BellIcon size={16} />}>
                    Mail settings
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Box>
          ) : (
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              {who}
            </Group>
          )}
          <Button variant="default" size="sm" leftSection={<LogoutIcon size={16} />} onClick={logout} visibleFrom="sm">
            Logout
          </Button>
          <Box hiddenFrom="sm">
            <UserAvatar user={user} size={32} />
          </Box>
        </div>
        <Box component="nav" aria-label="Main" visibleFrom="sm">
          <div className={classes.navRow}>
            {items.map(({ label, to, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} className={(state) => navLinkClass(state, classes.navLink)}>
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
        title={<BrandLink to={home} />}
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
        {isParent ? (
          <Box mb="md">
            <ChildSwitcher fullWidth />
          </Box>
        ) : null}
        <Divider mb="xs" />
        <nav aria-label="Main">
          <Stack gap={2}>
            {items.map(({ label, to, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                onClick={menu.close}
                className={(state) => navLinkClass(state, classes.drawerLink)}
              >
                <Icon size={19} />
                {label}
              </NavLink>
            ))}
            {isParent ? (
              <NavLink
                to="/family/mail-settings"
                onClick={menu.close}
                className={(state) => navLinkClass(state, classes.drawerLink)}
              >
                <BellIcon size={19} />
                Mail settings
              </NavLink>
            ) : null}
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
