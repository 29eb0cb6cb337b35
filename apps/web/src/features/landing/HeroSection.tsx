import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, BallIcon } from '../../common/icons';
import { HeroVisual } from './HeroVisual';
import { TRUST_POINTS } from './landing-content';
import classes from './landing.module.css';

export function HeroSection() {
  return (
    <section className={`${classes.hero} on-dark`} id="top">
      <Container size="lg">
        <div className={classes.heroGrid}>
          <div>
            <span className={classes.heroBadge}>
              <BallIcon size={16} />
              Football player development programme
            </span>
            <h1 className={classes.heroTitle}>
              Develop your game with a <span className={classes.heroHighlight}>plan built for you</span>
            </h1>
            <p className={classes.heroText}>
              Individual roadmaps, progress tracking, video analysis and one-to-one mentorship for ambitious players and
              their families. Everything your development needs, in one portal.
            </p>
            <Group gap="sm" mt={32}>
              <Button component={Link} to="/login" size="lg" rightSection={<ArrowRightIcon size={18} />}>
                Get Started
              </Button>
              <Button component="a" href="#features" size="lg" variant="outline" color="gray.0">
                Learn More
              </Button>
            </Group>
            <div className={classes.trustRow}>
              {TRUST_POINTS.map(({ label, icon: Icon }) => (
                <span key={label} className={classes.trustItem}>
                  <Icon size={18} color="#6ee7a8" />
                  {label}
                </span>
              ))}
            </div>
          </div>
          <HeroVisual />
        </div>
      </Container>
    </section>
  );
}
