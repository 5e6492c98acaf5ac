import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Everything arrives through props: this chunk then shares no module with the home page's own
 * chunk, which would otherwise be split into an extra first-paint file.
 */
interface LoopingVideoProps {
  sources: readonly { src: string; type: string }[];
  width: number;
  height: number;
  className: string;
  labels: { pause: string; play: string };
  pauseIcon: ReactNode;
  playIcon: ReactNode;
}

/**
 * The muted loop over the poster, with its pause/play control. Loaded as its own chunk once the
 * hero decides to show it, so it adds nothing to the page's first-paint JavaScript.
 */
export default function LoopingVideo({
  sources,
  width,
  height,
  className,
  labels,
  pauseIcon,
  playIcon,
}: LoopingVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Set before play(): autoplay is allowed only for muted media.
    element.muted = true;
    element.play().catch(() => {
      // Autoplay refused (data saver, policy): the poster stays, and Play can still start it.
      setPaused(true);
    });
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => setPaused(true));
    } else {
      element.pause();
    }
  };

  return (
    <>
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="auto"
        width={width}
        height={height}
        tabIndex={-1}
        aria-hidden="true"
        onPlaying={() => {
          setVisible(true);
          setPaused(false);
        }}
        onPause={() => setPaused(true)}
        className={cn(
          className,
          'transition-opacity duration-1000 ease-out-soft',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={paused ? labels.play : labels.pause}
        // Phones and tablets: low on the right, clear of the octahedron (centred at x 62 % of the
        // frame, its base rings low in the middle); desktops: the frame's bottom-right corner.
        className="absolute top-[16.5rem] right-4 z-10 inline-flex size-11 items-center justify-center rounded-pill border border-line-strong bg-void/80 text-ink-muted transition-colors hover:border-holo-cyan/60 hover:text-ink sm:top-[22rem] sm:right-6 lg:top-auto lg:right-8 lg:bottom-8"
      >
        {paused ? playIcon : pauseIcon}
      </button>
    </>
  );
}
