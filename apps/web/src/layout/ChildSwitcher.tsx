import { Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { childFullName, familyPathFor, familySubPath } from '../features/family/family-display';
import { useGetFamilyChildrenQuery } from '../features/family/family-api';
import { childIdInPath } from './nav-items';

/**
 * A parent's child switcher (ARCHITECTURE §9): each child with their club; choosing another child
 * keeps the page the parent is on (Mia's roadmap → Leo's roadmap).
 */
export function ChildSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const children = useGetFamilyChildrenQuery();
  const list = children.data ?? [];
  if (list.length === 0) return null;
  const current = childIdInPath(pathname);
  const data = list.map((child) => ({
    value: child.playerId,
    label: `${childFullName(child)} · ${child.clubName}`,
  }));
  return (
    <Select
      aria-label="Child you are viewing"
      placeholder="Choose a child"
      data={data}
      value={current && list.some((child) => child.playerId === current) ? current : null}
      onChange={(value) => {
        if (value) navigate(familyPathFor(value, current ? familySubPath(pathname) : ''));
      }}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      w={fullWidth ? '100%' : 280}
      size="sm"
      data-testid="child-switcher"
    />
  );
}
