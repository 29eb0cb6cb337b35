import { LandingFooter, WelcomeSection } from './ClosingSections';
import { HeroSection } from './HeroSection';
import classes from './landing.module.css';
import { LandingNav } from './LandingNav';
import { IncludedSection, JourneySection } from './ProgrammeSections';
import { FeaturesSection, SolutionSection } from './ValueSections';

/** Spec §1 and §2.3: the public page for anonymous visitors. */
export default function LandingPage() {
  return (
    <div className={classes.page}>
      <LandingNav />
      <main>
        <HeroSection />
        <IncludedSection />
        <JourneySection />
        <SolutionSection />
        <FeaturesSection />
        <WelcomeSection />
      </main>
      <LandingFooter />
    </div>
  );
}
