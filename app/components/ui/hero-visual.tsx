import { RENDERS } from '../../config/renders';
import type { PageVisual } from '../../content/shared';
import { RenderPicture } from './render-picture';

/**
 * The picture beside a page's heading, from 1024 px up. Lazy: on a phone it is not displayed, and
 * a lazy image that is not displayed is never fetched, so it costs phones nothing and is never
 * their largest paint. A render fills a framed 4:3 box; an illustration sits on a soft glow.
 */
export function HeroVisual({ visual }: { visual: PageVisual }) {
  if ('render' in visual) {
    return (
      <div className="overflow-hidden rounded-card border border-line bg-void shadow-card">
        <RenderPicture
          image={RENDERS[visual.render]}
          sizes="480px"
          alt={visual.alt}
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
    );
  }
  return (
    <div className="rounded-card bg-[radial-gradient(ellipse_at_50%_55%,rgb(167_139_250/0.16),transparent_68%)]">
      <img
        src={visual.src}
        alt={visual.alt}
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-contain"
      />
    </div>
  );
}
