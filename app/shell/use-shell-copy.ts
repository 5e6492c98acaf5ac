import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import { SHELL_COPY_EN, type ShellCopy, type ShellHandle } from '../content/shell';

/**
 * The shell's words for the page shown: the copy the deepest route hands over in its `handle`,
 * else English. The route module is loaded before the page renders, prerendered or not, so the
 * prerendered HTML and the hydrated page agree. Read once by the root, which provides it below.
 */
export function useRouteShellCopy(): ShellCopy {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as ShellHandle | undefined;
    if (handle?.shell) return handle.shell;
  }
  return SHELL_COPY_EN;
}

/** English unless the root provides a page's own (so a navbar rendered alone is English). */
export const ShellCopyContext = createContext<ShellCopy>(SHELL_COPY_EN);

export function useShellCopy(): ShellCopy {
  return useContext(ShellCopyContext);
}
