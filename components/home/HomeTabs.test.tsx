// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeTabs } from './HomeTabs';

afterEach(cleanup);

const tabs = [
  { label: 'Annonces', panel: <input aria-label="Modèle" /> },
  { label: 'Marques', panel: <a href="/motos-neuves/yamaha">Yamaha</a> },
  { label: 'Boutiques', panel: <a href="/annonceur/boutique/2">Atlas Motos</a> },
];

describe('HomeTabs', () => {
  it('renders every panel with the page, hidden until its tab is opened, and keeps what was typed in the others', async () => {
    const user = userEvent.setup();
    render(<HomeTabs label="Rechercher" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Annonces' })).toHaveAttribute('aria-selected', 'true');
    // In the HTML for crawlers and visitors without scripts, not shown.
    expect(screen.getByRole('link', { name: 'Yamaha', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Atlas Motos', hidden: true })).not.toBeVisible();
    // Every tab points at a panel that exists, opened or not.
    for (const tab of screen.getAllByRole('tab')) expect(document.getElementById(tab.getAttribute('aria-controls')!)).toHaveAttribute('role', 'tabpanel');

    await user.type(screen.getByLabelText('Modèle'), 'MT-07');
    await user.click(screen.getByRole('tab', { name: 'Marques' }));
    expect(screen.getByRole('link', { name: 'Yamaha' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Marques' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Annonces' }));
    expect(screen.getByLabelText('Modèle')).toHaveValue('MT-07');
    expect(screen.getByRole('link', { name: 'Yamaha', hidden: true })).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<HomeTabs label="Rechercher" tabs={tabs} />);
    screen.getByRole('tab', { name: 'Annonces' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Boutiques' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Atlas Motos' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Annonces' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Marques' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Boutiques' })).toHaveAttribute('aria-selected', 'true');
  });
});
