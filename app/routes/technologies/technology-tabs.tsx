import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { cardGridColumns } from '../../components/ui/card-grid';
import {
  DEFAULT_TAB,
  isTechnologyTabId,
  TAB_PARAM,
  type TechnologyTab,
  type TechnologyTabId,
} from '../../content/en/technologies';
import { useCopy } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import { CapabilityCard } from './capability-card';

const tabId = (id: TechnologyTabId) => `tech-tab-${id}`;
const panelId = (id: TechnologyTabId) => `tech-panel-${id}`;

/**
 * The tab named in the URL. The prerendered page is built without a query string, so while React
 * hydrates it this must answer the default; the real choice applies on the next render.
 */
function useActiveTab(): [TechnologyTabId, (id: TechnologyTabId) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const requested = params.get(TAB_PARAM);
  const active = hydrated && isTechnologyTabId(requested) ? requested : DEFAULT_TAB;
  const select = (id: TechnologyTabId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === DEFAULT_TAB) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      // Switching tabs is not a new page: no history entry, no jump to the top.
      { replace: true, preventScrollReset: true },
    );
  return [active, select];
}

/** Where each key moves focus in the tab list, from the index of the focused tab. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function TabPanel({ tab, active }: { tab: TechnologyTab; active: boolean }) {
  return (
    <div
      role="tabpanel"
      id={panelId(tab.id)}
      aria-labelledby={tabId(tab.id)}
      hidden={!active}
      className="mt-12 space-y-16"
    >
      {tab.categories.map((category, index) => (
        <section key={category.heading} aria-labelledby={`${tab.id}-category-${index}`}>
          <h2 id={`${tab.id}-category-${index}`} className="text-2xl font-semibold">
            {category.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{category.intro}</p>
          {/* Cards of a row share its height; the columns fit the count, so no row is ragged. */}
          <div className={cn('mt-6 grid gap-5', cardGridColumns(category.capabilities.length))}>
            {category.capabilities.map((capability) => (
              <CapabilityCard key={capability.id} capability={capability} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The two technology areas as WAI-ARIA tabs: one tab stop (roving tabindex), arrow keys, Home and
 * End move between tabs and select them; the choice is kept in the URL as `?tab=bio`.
 */
export function TechnologyTabs() {
  const { tabs: TECHNOLOGY_TABS, tabListLabel } = useCopy('technologies');
  const [active, select] = useActiveTab();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TECHNOLOGY_TABS.findIndex((tab) => tab.id === active);
    const next = targetIndex(event.key, index, TECHNOLOGY_TABS.length);
    const tab = next === null ? undefined : TECHNOLOGY_TABS[next];
    if (next === null || !tab) return;
    event.preventDefault();
    select(tab.id);
    tabs.current[next]?.focus();
  };

  return (
    <div className="page-container">
      <div
        role="tablist"
        aria-label={tabListLabel}
        onKeyDown={onKeyDown}
        className="inline-flex rounded-pill border border-line bg-surface p-1"
      >
        {TECHNOLOGY_TABS.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={cn(
                'h-11 rounded-pill px-5 text-sm font-semibold transition-colors sm:px-6',
                selected ? 'bg-ink text-void' : 'text-ink-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TECHNOLOGY_TABS.map((tab) => (
        <TabPanel key={tab.id} tab={tab} active={tab.id === active} />
      ))}
    </div>
  );
}
