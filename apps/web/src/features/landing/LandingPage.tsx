import { LandingFooter, WelcomeSection } from './ClosingSections';
import { HeroSection } from './HeroSection';
import { MainContent } from '../../common/MainContent';
import classes from './landing.module.css';
import { LandingNav } from './LandingNav';
import { IncludedSection, JourneySection } from './ProgrammeSections';
import { FeaturesSection, SolutionSection } from './ValueSections';

/** Spec §1 and §2.3: the public page for anonymous visitors. */
export default function LandingPage() {
  return (
    <div className={classes.page}>
      <LandingNav />
      <MainContent>
        <HeroSection />
        <IncludedSection />
        <JourneySection />
        <SolutionSection />
        <FeaturesSection />
        <WelcomeSection />
      </MainContent>
      <LandingFooter />
    </div>
  );
}
