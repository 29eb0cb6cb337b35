import { Box, Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../app/theme';
import { BallIcon } from '../../common/icons';
import classes from './landing.module.css';

export const SECTION_ANCHORS = [
  { href: '#included', label: "What's Included" },
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How It Works' },
] as const;

function AnchorLinks() {
  return (
    <>
      {SECTION_ANCHORS.map(({ href, label }) => (
        <a key={href} href={href} className={classes.anchorLink}>
          {label}
        </a>
      ))}
    </>
  );
}

/** Spec §2.3: anchors to the sections, Login and Get Started to /login. */
export function LandingNav() {
  return (
    <header className={`${classes.nav} on-dark`}>
      <Container size="lg">
        <div className={classes.navRow}>
          <a href="#top" className={classes.brand}>
            <span className={classes.brandMark}>
              <BallIcon size={20} />
            </span>
            <span className={classes.brandText}>{BRAND_NAME}</span>
          </a>
          <Box component="nav" aria-label="Sections" className={classes.anchors} visibleFrom="md">
            <AnchorLinks />
          </Box>
          <div className={classes.navActions}>
            <Button
              component={Link}
              to="/login"
              variant="subtle"
              color="gray.0"
              size="compact-sm"
              px={{ base: 8, sm: 'md' }}
            >
              Login
            </Button>
            <Button component={Link} to="/login" size="compact-sm" px={{ base: 10, sm: 'md' }}>
              Get Started
            </Button>
          </div>
        </div>
        <Box component="nav" aria-label="Sections" className={classes.mobileAnchors} hiddenFrom="md">
          <AnchorLinks />
        </Box>
      </Container>
    </header>
  );
}
