import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { OnceOpened } from './once-opened';
import { useUiStore } from './ui-store';

afterEach(() => act(() => useUiStore.setState({ overlay: null })));

it('draws nothing until its overlay first opens, then keeps it when it closes', () => {
  render(
    <OnceOpened overlay="login">
      <p>dialog</p>
    </OnceOpened>,
  );
  expect(screen.queryByText('dialog')).toBeNull();

  act(() => useUiStore.getState().open('menu'));
  expect(screen.queryByText('dialog')).toBeNull();

  act(() => useUiStore.getState().open('login'));
  expect(screen.getByText('dialog')).toBeInTheDocument();

  act(() => useUiStore.getState().close());
  expect(screen.getByText('dialog')).toBeInTheDocument();
});
