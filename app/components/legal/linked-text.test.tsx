import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('LinkedText', () => {
  it('makes each email address a mailto: link and keeps the words around it', () => {
    const { container } = render(
      <p>
        <LinkedText text="Write to ethics@synthamour.com, or to press@synthamour.com." />
      </p>,
    );
    expect(container).toHaveTextContent(
      'Write to ethics@synthamour.com, or to press@synthamour.com.',
    );
    expect(screen.getByRole('link', { name: 'ethics@synthamour.com' })).toHaveAttribute(
      'href',
      'mailto:ethics@synthamour.com',
    );
    expect(screen.getByRole('link', { name: 'press@synthamour.com' })).toHaveAttribute(
      'href',
      'mailto:press@synthamour.com',
    );
  });

  it('leaves text without an address as it is', () => {
    const { container } = render(<LinkedText text="No address here." />);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('No address here.');
  });
});
