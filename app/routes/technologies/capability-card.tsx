import { useId, useState } from 'react';
import { BulletList } from '../../components/ui/bullet-list';
import { ChevronIcon } from '../../components/ui/chevron-icon';
import type { Capability } from '../../content/en/technologies';

/**
 * One capability: its title is the disclosure button (the WAI-ARIA accordion pattern, so the
 * button's name is the title), the summary always shows, the details open below.
 */
export function CapabilityCard({ capability }: { capability: Capability }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <article className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card transition-colors has-[button[aria-expanded=true]]:border-line-strong">
      <h3 className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="group flex w-full items-start justify-between gap-4 text-left"
        >
          <span>{capability.title}</span>
          <ChevronIcon className="mt-1 shrink-0 text-ink-muted transition-transform group-hover:text-ink group-aria-expanded:rotate-180" />
        </button>
      </h3>
      <p className="mt-3 text-sm text-ink-muted">{capability.summary}</p>
      {capability.metric ? (
        <p className="mt-4 self-start rounded-pill border border-holo-cyan/40 px-3 py-1 text-xs font-semibold text-holo-cyan">
          {capability.metric}
        </p>
      ) : null}
      <BulletList
        id={detailsId}
        hidden={!open}
        items={capability.details}
        className="mt-5 space-y-2.5 border-t border-line pt-5 text-ink-muted"
      />
    </article>
  );
}
