import { AboutSection } from './about-section';
import { CeoBlock } from './ceo-block';

/** The page's last two sections, who the company is and who leads it: one chunk, read last. */
export function HomeStory() {
  return (
    <>
      <AboutSection />
      <CeoBlock />
    </>
  );
}
