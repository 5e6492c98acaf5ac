import type { SVGProps } from 'react';
import { LineIcon } from './icons';

/** A small downward chevron for disclosure buttons; turned up by its button's expanded style. */
export function ChevronIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon strokeWidth={2} {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
