import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../app/theme';
import { BallIcon, CheckIcon } from '../../common/icons';
import { MainContent } from '../../common/MainContent';
import { BrandLink } from '../../layout/BrandLink';
import classes from './auth.module.css';

const BENEFITS = [
  'Your individual roadmap with clear assignments and deadlines',
  'Training, games and wellness tracked in one place',
  'Video feedback and one-to-one mentorship',
  'Progress reports for players and parents every 6 weeks',
];

/** Login and signup: a brand panel on wide screens, the form card beside it. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <aside className={`${classes.showcase} on-dark`} aria-label="About the programme">
        <Link to="/" className={classes.showcaseBrand}>
          <span className={classes.showcaseMark}>
            <BallIcon size={22} />
          </span>
          {BRAND_NAME}
        </Link>
        <Stack gap="lg" maw={460} style={{ position: 'relative', zIndex: 1 }}>
          <Text c="white" fz={34} fw={800} lh={1.15}>
            Every session counts. Every step is tracked.
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="rgba(255,255,255,0.18)">
                <CheckIcon size={14} />
              </ThemeIcon>
            }
          >
            {BENEFITS.map((benefit) => (
              <List.Item key={benefit}>
                <Text c="rgba(255,255,255,0.9)">{benefit}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="rgba(255,255,255,0.8)">
          Built for players, families and coaches.
        </Text>
      </aside>
      <MainContent className={classes.formSide}>
        <div className={classes.mobileBrand}>
          <BrandLink />
        </div>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Title order={1} fz={28}>
            {title}
          </Title>
          <Text c="dimmed" mt={4} mb="lg">
            {subtitle}
          </Text>
          {children}
        </Paper>
      </MainContent>
    </div>
  );
}
