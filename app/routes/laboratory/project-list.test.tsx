import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '#tests/support/i18n';
import { ProjectList } from './project-list';

const toggle = (title: string) =>
  screen.getByRole('button', { name: `Features and milestones: ${title}` });

// Rendering whole sections in jsdom is slow on a busy machine.
describe('ProjectList', { timeout: 20_000 }, () => {
  it('shows each project’s progress as a labelled progress bar', () => {
    render(
      <WithI18n>
        <ProjectList />
      </WithI18n>,
    );
    const volumetric = screen.getByRole('progressbar', { name: 'Volumetric Projection progress' });
    expect(volumetric).toHaveAttribute('aria-valuenow', '75');
    expect(volumetric).toHaveAttribute('aria-valuetext', '75% complete');
    const medical = screen.getByRole('progressbar', { name: 'Medical Research Program progress' });
    expect(medical).toHaveAttribute('aria-valuenow', '25');
  });

  it('reads in Spanish on the Spanish page, the percentage as Mexico writes it', () => {
    render(
      <WithI18n locale="es">
        <ProjectList />
      </WithI18n>,
    );
    const volumetric = screen.getByRole('progressbar', {
      name: 'Progreso de Proyección volumétrica',
    });
    expect(volumetric).toHaveAttribute('aria-valuetext', '75% completado');
  });

  it('keeps at most one project expanded: opening one closes the other', async () => {
    const user = userEvent.setup();
    render(
      <WithI18n>
        <ProjectList />
      </WithI18n>,
    );
    const volumetric = toggle('Volumetric Projection');
    const medical = toggle('Medical Research Program');

    await user.click(volumetric);
    expect(volumetric).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(volumetric.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Optical stack and plane alignment');

    await user.click(medical);
    expect(medical).toHaveAttribute('aria-expanded', 'true');
    expect(volumetric).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });
});
